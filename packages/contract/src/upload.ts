import { z } from 'zod';

/** Image upload of spec 01 (POST /v2/upload-photo, multipart field imageFile). */
export const imageUpload = {
  field: 'imageFile',
  maxBytes: 5_242_880,
  types: {
    'image/jpeg': 'jpg',
    'image/png': 'png',
    'image/gif': 'gif',
    'image/webp': 'webp',
  },
} as const;
export type ImageType = keyof typeof imageUpload.types;

export const uploadMessages = {
  failed: 'Не удалось загрузить изображение',
  unsupportedType: 'Неподдерживаемый формат изображения. Допустимы JPEG, PNG, GIF и WebP.',
  tooLarge: 'Изображение больше 5 МБ. Выберите файл поменьше.',
  missing: 'Выберите файл изображения',
} as const;

export const uploadResponseSchema = z.object({ keyFile: z.string(), urlFile: z.string() });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** Where the server serves stored files (outside /api). */
export const filesBase = '/files';
