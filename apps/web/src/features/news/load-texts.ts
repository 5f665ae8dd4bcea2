import { newsMessages } from '@sks/contract';
import { cardLoadTexts } from '../../ui';

/** A malformed id or a removed item reads as 'Новость не найдена'. */
export const newsLoadTexts = { ...cardLoadTexts, 400: newsMessages.notFound, 404: newsMessages.notFound };
