export { startReceiver, type ReceiverOptions } from './server.js';
export { verifyDelivery, DeliverySchema, type Delivery, type Verified } from './delivery.js';
export { decide, type ReceiverPolicy, type Decision } from './policy.js';
export { triggerWorkflow, type TriggerTarget, type TriggerFacts } from './github-trigger.js';
export { SeenIds } from './seen-ids.js';
