import { z } from 'zod';

/**
 * Zod's own messages (a number out of range, a wrong type, a malformed UUID) in Russian, for the
 * contract's schemas on both sides: the API's `fields` and any check without a text of its own
 * speak Russian like the rest of the console. Set once, when the contract is first imported.
 */
z.config(z.locales.ru());
