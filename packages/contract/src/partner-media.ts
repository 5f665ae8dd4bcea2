import { z } from 'zod';
import { wireDateTimeOutput } from './format/wire-dates.js';
import { limits } from './limits.js';

/** Photos, comments (reviews) and complaints of a partner (spec 02 sections 3 and 7). */
export const partnerPhotoHeaders = { partner: 'x-uuid-partner', img: 'x-uuid-img', oldKey: 'x-old-key' } as const;
export const partnerPhotoLimits = { perPartner: 50 } as const;
export const partnerPhotoMessages = {
  notFound: 'Фотография не найдена',
  deleted: 'Фотография удалена',
  /** 409: the photo was replaced since the console loaded it. */
  stale: 'Фотографию уже заменили. Обновите список фотографий.',
  tooMany: `Можно добавить не более ${partnerPhotoLimits.perPartner} фото`,
} as const;

export const partnerPhotoSchema = z.object({ uuidImg: z.uuid(), keyImg: z.string(), url: z.string() });
export type PartnerPhoto = z.infer<typeof partnerPhotoSchema>;
export const partnerPhotoAddHeadersSchema = z.object({ 'x-uuid-partner': z.uuid() });
export const partnerPhotoEditHeadersSchema = z.object({ 'x-uuid-img': z.uuid(), 'x-old-key': z.string().min(1).max(512) });
/** GET /v2/partner/photo/list/:uuidPartner and GET /v2/partner/complaints/:uuidPartner */
export const partnerMediaParamsSchema = z.object({ uuidPartner: z.uuid() });
export const partnerPhotoDeleteBodySchema = z.object({ uuidImg: z.uuid(), keyImg: z.string().min(1).max(512) });

const personSchema = z.object({ photo: z.string().nullable(), name: z.string(), surname: z.string() });

export const partnerCommentSchema = z.object({
  userCommentInfo: personSchema,
  commentInfo: z.object({ uuidComment: z.uuid(), comment: z.string(), createdAt: wireDateTimeOutput, likes: z.number().int() }),
});
export type PartnerComment = z.infer<typeof partnerCommentSchema>;
/** PUT /v2/partner/comments/list; x-offset/x-limit page it, newest first. */
export const partnerCommentsBodySchema = z.object({ uuidPartner: z.uuid() });
export const partnerCommentsHeadersSchema = z.object({
  'x-offset': z.coerce.number().int().min(0).default(0),
  'x-limit': z.coerce.number().int().min(1).max(limits.maxListLimit).default(limits.maxListLimit),
});

export const complaintSchema = z.object({ uuidComplaint: z.uuid(), msg: z.string(), createdAt: wireDateTimeOutput, userInfo: personSchema });
export type Complaint = z.infer<typeof complaintSchema>;
