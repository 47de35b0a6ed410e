import { z } from './zod.js';

/** One audit-log row as admins read it: who did what to which record, and when. Never sensitive values. */
export const auditEntrySchema = z.object({
  id: z.number().int().positive(),
  /** null for actions nobody signed in did (none today). */
  actorUserId: z.number().int().positive().nullable(),
  actorUsername: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET /api/admin/audit-log?page=1&limit=50` (admins only), newest first. */
export const auditLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditLogPageSchema = z.object({
  items: z.array(auditEntrySchema),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  /** Whether a next page exists (no full count: it stays cheap at any size). */
  hasMore: z.boolean(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
