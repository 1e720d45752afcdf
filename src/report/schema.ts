import { z } from 'zod';

/**
 * The audit report and the service's payloads, as zod schemas: the one source of
 * the project's types. The seed interface is a planned API, so every object is
 * loose (unknown fields survive a round trip) and every enumerated value is a
 * plain string with its known values listed beside it: a value the real service
 * adds later must not make the client reject a report.
 */

export const KNOWN_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const KNOWN_SEVERITIES = ['high', 'medium', 'low'] as const;
export const KNOWN_TIERS = ['auto', 'manual'] as const;
export const CATEGORIES = ['performance', 'seo', 'accessibility', 'bestPractices'] as const;

export const CategorySchema = z.enum(CATEGORIES);
export type Category = z.infer<typeof CategorySchema>;
export type KnownStatus = (typeof KNOWN_STATUSES)[number];
export type KnownSeverity = (typeof KNOWN_SEVERITIES)[number];
export type KnownTier = (typeof KNOWN_TIERS)[number];

export const AuditStatusSchema = z.string().min(1);
export const SeveritySchema = z.string().min(1);
export const TierSchema = z.string().min(1);

/** 0-100 integers in our contract; the client accepts any finite number. */
export const ScoreSchema = z.number().finite();

export const ScoresSchema = z.looseObject({
  performance: ScoreSchema.optional(),
  seo: ScoreSchema.optional(),
  accessibility: ScoreSchema.optional(),
  bestPractices: ScoreSchema.optional(),
});
export type Scores = z.infer<typeof ScoresSchema>;

export const IssueSchema = z.looseObject({
  key: z.string().min(1),
  severity: SeveritySchema,
  tier: TierSchema,
  /** The page's path as the site serves it, e.g. `/blog/post-1`. */
  evidence: z.string(),
  category: CategorySchema.or(z.string()).optional(),
  message: z.string().optional(),
  /** CSS selector of the offending element, where one exists. */
  selector: z.string().optional(),
  /** What the issue points at beyond the page: a link target, a header name. */
  target: z.string().optional(),
});
export type Issue = z.infer<typeof IssueSchema>;

export const PageReportSchema = z.looseObject({
  path: z.string(),
  status: z.number().int(),
  ttfbMs: z.number().nonnegative().optional(),
  bytes: z.number().int().nonnegative().optional(),
  scores: ScoresSchema.optional(),
});
export type PageReport = z.infer<typeof PageReportSchema>;

export const ErrorDetailSchema = z.looseObject({
  code: z.string(),
  message: z.string(),
});
export type ErrorDetail = z.infer<typeof ErrorDetailSchema>;

export const EngineInfoSchema = z.looseObject({ name: z.string(), version: z.string() });

export const AuditReportSchema = z.looseObject({
  auditId: z.string().min(1),
  domain: z.string(),
  status: AuditStatusSchema,
  overall: ScoreSchema.optional(),
  scores: ScoresSchema.optional(),
  issues: z.array(IssueSchema).default([]),
  url: z.string().optional(),
  pageCount: z.number().int().nonnegative().optional(),
  pages: z.array(PageReportSchema).optional(),
  startedAt: z.string().optional(),
  finishedAt: z.string().optional(),
  engine: EngineInfoSchema.optional(),
  /** Paths of the pages the axe-core accessibility rules ran on. */
  sampled: z.array(z.string()).optional(),
  /** One-line remarks about how the audit was read, e.g. preview handling. */
  notes: z.array(z.string()).optional(),
  error: ErrorDetailSchema.optional(),
});
export type AuditReport = z.infer<typeof AuditReportSchema>;

/** What POST /audits answers, and GET /audits/{id} while the audit is not done. */
export const AuditAcceptedSchema = z.looseObject({
  auditId: z.string().min(1),
  domain: z.string().default(''),
  status: AuditStatusSchema,
  error: ErrorDetailSchema.optional(),
});
export type AuditAccepted = z.infer<typeof AuditAcceptedSchema>;

export const StartAuditRequestSchema = z
  .object({
    domain: z.string().min(1).optional(),
    url: z.url({ protocol: /^https?$/ }).optional(),
  })
  .refine((v) => v.domain !== undefined || v.url !== undefined, {
    message: 'give "domain" or "url"',
  });
export type StartAuditRequest = z.infer<typeof StartAuditRequestSchema>;

export const ErrorBodySchema = z.looseObject({ error: ErrorDetailSchema });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const SiteSchema = z.looseObject({
  id: z.string(),
  domain: z.string(),
  createdAt: z.string().optional(),
  lastAuditId: z.string().nullable().optional(),
  overall: ScoreSchema.nullable().optional(),
});
export type Site = z.infer<typeof SiteSchema>;

export const SiteListSchema = z.looseObject({
  sites: z.array(SiteSchema),
  nextCursor: z.string().nullable().optional(),
});
export type SiteList = z.infer<typeof SiteListSchema>;

export const FixTargetSchema = z.looseObject({ key: z.string().min(1), evidence: z.string() });
export type FixTarget = z.infer<typeof FixTargetSchema>;

export const FixRequestSchema = z.object({ issues: z.array(FixTargetSchema).min(1) });
export type FixRequest = z.infer<typeof FixRequestSchema>;

export const FixResultSchema = z.looseObject({
  fixId: z.string(),
  applied: z.array(FixTargetSchema),
  skipped: z.array(FixTargetSchema.extend({ reason: z.string() })),
});
export type FixResult = z.infer<typeof FixResultSchema>;

export function isKnown<T extends string>(known: readonly T[], value: string): value is T {
  return (known as readonly string[]).includes(value);
}

/** Statuses after which polling stops. An unknown status is treated as still running. */
export function isTerminalStatus(status: string): boolean {
  return status === 'done' || status === 'failed' || status === 'error' || status === 'cancelled' || status === 'canceled';
}
