import { z } from 'zod';

import { safeStringSchema } from './fields.ts';

/**
 * Every answer of the API is this envelope (DESIGN §2). `status` 0 is success; any other value comes from
 * the status catalogue. `time` is the server clock in epoch milliseconds, used by the client to stay in sync.
 */
export const envelopeSchema = z.object({
  status: z.number().int(),
  message: safeStringSchema.optional(),
  model: z.unknown().optional(),
  list: z.array(z.unknown()).optional(),
  page: z.unknown().optional(),
  user: z.unknown().optional(),
  extra: z.unknown().optional(),
  time: z.number().int(),
});

export type Envelope<TModel = unknown> = Omit<z.infer<typeof envelopeSchema>, 'model'> & { model?: TModel };

/** A paged list as sent in `page`. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    pageNo: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    total: z.number().int().min(0),
  });

/** Details that go with INVALID_INPUT: which field, and the language-pack key that explains it. */
export const invalidInputExtraSchema = z.object({
  field: safeStringSchema,
  reason: safeStringSchema,
});
export type InvalidInputExtra = z.infer<typeof invalidInputExtraSchema>;

/** The body of an encrypted game call (encrypted-paths.ts): base64 of iv ‖ ciphertext ‖ tag. */
export const encryptedBodySchema = z.object({ data: safeStringSchema.min(1).max(1_000_000) });
