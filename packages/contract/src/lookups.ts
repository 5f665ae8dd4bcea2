import { z } from 'zod';

export const citySchema = z.object({ uuid: z.uuid(), name: z.string() });
export type City = z.infer<typeof citySchema>;
export const citySearchBodySchema = z.object({ nameCity: z.string().trim().max(100) });
export const categorySchema = z.object({ uuidCategory: z.uuid(), name: z.string() });
export type Category = z.infer<typeof categorySchema>;

export const commentsCountSchema = z.object({ countComments: z.number().int().min(0) });
export const newsCountSchema = z.object({ count: z.number().int().min(0) });
