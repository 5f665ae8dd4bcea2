import { z } from 'zod';

/** GET /app/v1/whoami: the name the key was created with. */
export const appWhoamiSchema = z.object({ name: z.string() });
