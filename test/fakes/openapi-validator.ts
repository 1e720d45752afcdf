import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Checks requests against GitHub's published OpenAPI description, so the fake
 * GitHub server answers only calls the real API would accept. Only
 * generated/api.github.com.json is loaded: the package holds several large specs.
 */
type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: boolean | Schema;
  nullable?: boolean;
  maxItems?: number;
  maxLength?: number;
};
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema; $ref?: string };
type Operation = { operationId: string; parameters?: Parameter[]; requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> } };
type Spec = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema>; parameters: Record<string, Parameter> } };

let cached: Spec | undefined;
function spec(): Spec {
  if (!cached) {
    const require = createRequire(import.meta.url);
    cached = JSON.parse(readFileSync(require.resolve('@octokit/openapi/generated/api.github.com.json'), 'utf8')) as Spec;
  }
  return cached;
}

interface Route {
  template: string;
  method: string;
  regex: RegExp;
  names: string[];
  op: Operation;
}
let routes: Route[] | undefined;
function allRoutes(): Route[] {
  if (!routes) {
    routes = [];
    for (const [template, item] of Object.entries(spec().paths)) {
      const names: string[] = [];
      const regex = new RegExp(
        '^' + template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{([^}]+)\\?\}/g, (_, n: string) => (names.push(n), '([^/]+)')) + '$',
      );
      for (const [method, op] of Object.entries(item)) {
        if (['get', 'post', 'patch', 'put', 'delete'].includes(method)) routes.push({ template, method: method.toUpperCase(), regex, names, op });
      }
    }
    // Literal segments beat parameters: /issues/comments/{id} before /issues/{issue_number}/...
    const params = (r: Route) => r.names.length;
    routes.sort((a, b) => params(a) - params(b));
  }
  return routes;
}

const deref = <T extends { $ref?: string }>(x: T): T => {
  if (!x.$ref) return x;
  const [, , kind, name] = x.$ref.split('/');
  return deref((spec().components as unknown as Record<string, Record<string, T>>)[kind][name]);
};

export interface MatchedOperation {
  operationId: string;
  template: string;
  params: Record<string, string>;
}

export function matchOperation(method: string, path: string): MatchedOperation | undefined {
  for (const r of allRoutes()) {
    if (r.method !== method) continue;
    const m = r.regex.exec(path);
    if (!m) continue;
    const params: Record<string, string> = {};
    r.names.forEach((n, i) => (params[n] = decodeURIComponent(m[i + 1])));
    return { operationId: r.op.operationId, template: r.template, params };
  }
  return undefined;
}

function typeOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

/** A small JSON-schema check: enough of the keywords GitHub's request bodies use. */
export function validate(schema: Schema, value: unknown, at = 'body'): string[] {
  const s = deref(schema);
  if (s.allOf) return s.allOf.flatMap((x) => validate(x, value, at));
  if (s.oneOf || s.anyOf) {
    const options = (s.oneOf ?? s.anyOf)!;
    return options.some((x) => validate(x, value, at).length === 0) ? [] : [`${at} matches none of the allowed shapes`];
  }
  const errors: string[] = [];
  const actual = typeOf(value);
  if (s.type) {
    const types = Array.isArray(s.type) ? s.type : [s.type];
    const ok = types.some((t) => t === actual || (t === 'number' && actual === 'integer')) || (value === null && s.nullable);
    if (!ok) return [`${at} should be ${types.join('|')}, got ${actual}`];
  }
  if (s.enum && !s.enum.includes(value)) errors.push(`${at} should be one of ${JSON.stringify(s.enum)}, got ${JSON.stringify(value)}`);
  if (typeof value === 'string' && s.maxLength !== undefined && value.length > s.maxLength) errors.push(`${at} is longer than ${s.maxLength}`);
  if (actual === 'object' && s.properties) {
    const obj = value as Record<string, unknown>;
    for (const r of s.required ?? []) if (!(r in obj)) errors.push(`${at}.${r} is required`);
    for (const [k, v] of Object.entries(obj)) {
      const prop = s.properties[k];
      if (prop) errors.push(...validate(prop, v, `${at}.${k}`));
      else if (s.additionalProperties === false) errors.push(`${at}.${k} is not a known property`);
    }
  }
  if (actual === 'array' && s.items) {
    const arr = value as unknown[];
    if (s.maxItems !== undefined && arr.length > s.maxItems) errors.push(`${at} has more than ${s.maxItems} items`);
    arr.forEach((v, i) => errors.push(...validate(s.items!, v, `${at}[${i}]`)));
  }
  return errors;
}

/** Problems with a request as GitHub's description defines it; empty when it is valid. */
export function checkRequest(method: string, url: URL, body: unknown): { operation?: MatchedOperation; problems: string[] } {
  const operation = matchOperation(method, url.pathname);
  if (!operation) return { problems: [`${method} ${url.pathname} is not an operation in GitHub's REST API`] };
  const route = allRoutes().find((r) => r.template === operation.template && r.method === method)!;
  const problems: string[] = [];
  for (const p of (route.op.parameters ?? []).map(deref)) {
    if (p.in !== 'query') continue;
    const raw = url.searchParams.get(p.name);
    if (raw === null) {
      if (p.required) problems.push(`query parameter ${p.name} is required`);
      continue;
    }
    if (p.schema?.type === 'integer' && !/^\d+$/.test(raw)) problems.push(`query parameter ${p.name} should be an integer`);
  }
  const rb = route.op.requestBody;
  if (rb) {
    const schema = rb.content['application/json']?.schema;
    if (body === undefined) {
      if (rb.required) problems.push('request body is required');
    } else if (schema) problems.push(...validate(schema, body));
  }
  return { operation, problems };
}
