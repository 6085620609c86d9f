// The patch-test nudge on an order's confirmation screen (issue 46, decision 0310).
import { z } from 'zod';

export const PatchTestNudge = z.object({
  newActives: z.array(z.object({ kind: z.string(), label: z.string(), products: z.array(z.string()) })),
  points: z.array(z.string()),
  sources: z.array(z.object({ publisher: z.string(), title: z.string(), url: z.string() })),
});
export type PatchTestNudge = z.infer<typeof PatchTestNudge>;

/** GET /api/orders/{userId}/{orderId}/patch-test: null when the order holds no active new to the member. */
export const PatchTestResponse = z.object({ nudge: PatchTestNudge.nullable() });
export type PatchTestResponse = z.infer<typeof PatchTestResponse>;
