import { z } from 'zod';
import { limits } from './limits.js';

/** Discounts of a partner (spec 02 sections 3, 5 and 9): at most 3; 'fix' is a percent, 'free' a named offer. */
export const discountLimits = { valueMax: 11, descriptionMax: 140, percentMax: 100 } as const;

export const discountMessages = {
  required: 'Поля не заполнены',
  percent: `Размер скидки: целое число от 1 до ${discountLimits.percentMax}`,
  tooMany: `У партнёра не может быть больше ${limits.discountsMax} скидок`,
  notFound: 'Скидка не найдена',
  failed: 'Ошибка сервера',
  tooLong: (max: number) => `Не более ${max} символов`,
} as const;

export const discountTypes = ['fix', 'free'] as const;
export type DiscountType = (typeof discountTypes)[number];

export const discountSchema = z.object({
  uuidDiscount: z.uuid(),
  name: z.string(),
  type: z.enum(discountTypes),
  description: z.string(),
  size: z.number().int(),
});
export type Discount = z.infer<typeof discountSchema>;

const required = { error: discountMessages.required, abort: true } as const;

/**
 * A discount as the popup sends it. The value is the percent for 'fix' and the name for 'free';
 * the other one is normalised away ('' and 0).
 */
export const discountInputSchema = z
  .object({
    name: z.string().trim().max(discountLimits.valueMax, discountMessages.tooLong(discountLimits.valueMax)).default(''),
    type: z.enum(discountTypes),
    description: z
      .string({ error: discountMessages.required })
      .trim()
      .min(1, required)
      .max(discountLimits.descriptionMax, discountMessages.tooLong(discountLimits.descriptionMax)),
    size: z.coerce.number().default(0),
  })
  .superRefine((d, ctx) => {
    if (d.type === 'free' && !d.name) ctx.addIssue({ code: 'custom', path: ['name'], message: discountMessages.required });
    if (d.type === 'fix' && !(Number.isInteger(d.size) && d.size >= 1 && d.size <= discountLimits.percentMax))
      ctx.addIssue({ code: 'custom', path: ['size'], message: discountMessages.percent });
  })
  .transform((d) => (d.type === 'fix' ? { ...d, name: '' } : { ...d, size: 0 }));
export type DiscountValues = z.input<typeof discountInputSchema>;
export type DiscountInput = z.output<typeof discountInputSchema>;

/** POST /v1/discount */
export const discountCreateBodySchema = z.object({
  uuidPartner: z.uuid(),
  discounts: z.array(discountInputSchema).min(1).max(limits.discountsMax),
});
export const discountParamsSchema = z.object({ uuidDiscount: z.uuid() });

/** How a discount reads on the card and in lists: '15%' or its name. */
export function discountLabel(d: Pick<Discount, 'type' | 'name' | 'size'>): string {
  return d.type === 'fix' ? `${d.size}%` : d.name;
}
