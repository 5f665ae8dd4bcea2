import { describe, expect, it } from 'vitest';
import { newsCreateSchema, newsMessages, richText, type News } from '@sks/contract';
import { firstFailing } from '../../../ui';
import {
  fieldOrder,
  addAnswer,
  answersToSend,
  createBodyOf,
  emptyNewsForm,
  formFieldOf,
  formOfNews,
  placesDigits,
  removeAnswer,
  setAnswer,
  updateBodyOf,
  validateNewsForm,
  type NewsFormState,
} from './news-form-state';

const city = '9faf509d-02b9-48bd-be3e-28838d5a73c9';
const university = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const photo = { uuidPhoto: 'b1d7c5a2-8f7e-4c55-9a51-2a0d7c1b9e11', keyFile: 'news/a.png', urlFile: '/files/news/a.png' };

const filled: NewsFormState = {
  ...emptyNewsForm(new Date('2026-05-15T07:00:30Z')),
  typeNews: 'federal',
  title: '  День открытых дверей ',
  content: '<p>Приходите</p>',
  photos: [photo],
};

describe('the new form', () => {
  it('starts published from now, to the minute, Moscow time, with one empty answer', () => {
    const form = emptyNewsForm(new Date('2026-05-15T07:00:30Z'));
    expect(form.publishBegin).toBe('2026-05-15 10:00:00');
    expect(form.publishEnd).toBeNull();
    expect(form.pollAnswers).toEqual(['']);
    expect(form.kind).toBe('news');
  });

  it('sends a news item with its photos, enabled, with neither poll nor event', () => {
    expect(validateNewsForm(filled, 'new')).toBeNull();
    expect(createBodyOf(filled)).toEqual({
      title: '  День открытых дверей ',
      content: '<p>Приходите</p>',
      typeNews: 'federal',
      uuidCity: null,
      uuidUniversity: null,
      status: 'enabled',
      publishBegin: '2026-05-15 10:00:00',
      publishEnd: null,
      fixToDate: null,
      keyFiles: ['news/a.png'],
      poll: null,
      event: null,
    });
  });

  it('requires the title and the level, and the city or university the level needs', () => {
    expect(validateNewsForm({ ...filled, title: ' ', typeNews: '' }, 'new')).toEqual({
      title: newsMessages.required,
      typeNews: newsMessages.required,
    });
    expect(validateNewsForm({ ...filled, typeNews: 'region' }, 'new')).toEqual({ uuidCity: newsMessages.cityRequired });
    expect(validateNewsForm({ ...filled, typeNews: 'university' }, 'new')).toEqual({ uuidUniversity: newsMessages.universityRequired });
    // A place left over from another level is not sent.
    const regional = { ...filled, typeNews: 'region' as const, uuidCity: city, uuidUniversity: university };
    expect(createBodyOf(regional)).toMatchObject({ uuidCity: city, uuidUniversity: null });
  });

  it('keeps the text within the rich-text limit', () => {
    const long = `<p>${'а'.repeat(richText.defaultMax + 1)}</p>`;
    expect(validateNewsForm({ ...filled, content: long }, 'new')).toEqual({ content: richText.tooLong(richText.defaultMax) });
  });

  it('asks for the pin date and time once, then checks their formats', () => {
    expect(validateNewsForm({ ...filled, pinned: true }, 'new')).toEqual({ pinDate: newsMessages.pinRequired });
    expect(validateNewsForm({ ...filled, pinned: true, pinDate: '01.06.2026' }, 'new')).toEqual({ pinDate: newsMessages.pinRequired });
    expect(validateNewsForm({ ...filled, pinned: true, pinDate: '32.06.2026', pinTime: '25:00' }, 'new')).toEqual({
      pinDate: newsMessages.date,
      pinTime: newsMessages.time,
    });
    const pinned = { ...filled, pinned: true, pinDate: '01.06.2026', pinTime: '18:30' };
    expect(validateNewsForm(pinned, 'new')).toBeNull();
    expect(createBodyOf(pinned).fixToDate).toBe('2026-06-01 18:30:00');
    // Unpinned, the typed date is not sent.
    expect(createBodyOf({ ...pinned, pinned: false }).fixToDate).toBeNull();
  });

  it('sends a survey with its answers, the empty ones dropped', () => {
    const survey: NewsFormState = {
      ...filled,
      kind: 'survey',
      pollQuestion: 'Куда поедем?',
      pollEndDate: '30.05.2026',
      pollEndTime: '12:00',
      pollAnswers: ['Казань', ' ', 'Томск '],
    };
    expect(validateNewsForm(survey, 'new')).toBeNull();
    expect(createBodyOf(survey)).toMatchObject({
      poll: { question: 'Куда поедем?', endPooling: '2026-05-30 12:00:00', answerTypes: ['Казань', 'Томск'] },
      event: null,
    });
    expect(newsCreateSchema.safeParse(createBodyOf(survey)).success).toBe(true);
  });

  it('requires the question, the poll end and at least one answer', () => {
    const survey: NewsFormState = { ...filled, kind: 'survey', pollAnswers: ['', ''] };
    expect(validateNewsForm(survey, 'new')).toEqual({
      pollQuestion: newsMessages.required,
      pollEndDate: newsMessages.required,
      pollEndTime: newsMessages.required,
      pollAnswers: newsMessages.answersRange,
    });
  });

  it('sends an event with its places as a number and the title as its title', () => {
    const event: NewsFormState = {
      ...filled,
      kind: 'event',
      eventDate: '10.06.2026',
      eventTime: '15:00',
      eventAddress: 'Казань, ул. Кремлёвская, 18',
      eventRegDate: '09.06.2026',
      eventRegTime: '23:59',
      eventPlaces: '120',
    };
    expect(validateNewsForm(event, 'new')).toBeNull();
    expect(createBodyOf(event)).toMatchObject({
      poll: null,
      event: {
        title: 'День открытых дверей',
        description: '',
        date: '2026-06-10 15:00:00',
        address: 'Казань, ул. Кремлёвская, 18',
        endRegistration: '2026-06-09 23:59:00',
        placesCount: 120,
      },
    });
  });

  it('requires every event field, and the registration to end before the start', () => {
    expect(validateNewsForm({ ...filled, kind: 'event' }, 'new')).toEqual({
      eventDate: newsMessages.required,
      eventTime: newsMessages.required,
      eventAddress: newsMessages.required,
      eventRegDate: newsMessages.required,
      eventRegTime: newsMessages.required,
      eventPlaces: newsMessages.placesCount,
    });
    const late: NewsFormState = {
      ...filled,
      kind: 'event',
      eventDate: '10.06.2026',
      eventTime: '15:00',
      eventAddress: 'Томск',
      eventRegDate: '10.06.2026',
      eventRegTime: '16:00',
      eventPlaces: '0',
    };
    expect(validateNewsForm(late, 'new')).toEqual({
      eventRegDate: newsMessages.registrationBeforeStart,
      eventPlaces: newsMessages.placesCount,
    });
  });
});

const news: News = {
  uuidNews: 'c0a80121-7ac0-4e1c-9b5e-6f1d2a3b4c5d',
  title: 'Опрос недели',
  content: '<p>Голосуйте</p>',
  typeNews: 'university',
  uuidCity: null,
  nameCity: null,
  uuidUniversity: university,
  nameUniversity: 'КФУ',
  approve: 'approved',
  reason: null,
  status: 'disabled',
  photos: [photo],
  photoUrl: [photo.urlFile],
  keyFiles: [photo.keyFile],
  publishBegin: '2026-04-01 09:00:00',
  publishEnd: '2026-04-30 21:00:00',
  fixToDate: '2026-04-10 12:00:00',
  poll: { question: 'Лучший корпус?', endPooling: '2026-04-20 18:00:00', answerTypes: [{ title: 'Главный', votes: 3 }, { title: 'Второй', votes: 1 }] },
  event: null,
  author: { uuidUser: null, name: 'Анна', surname: 'Иванова', role: 'admin' },
  isMine: false,
  createdAt: '2026-03-30 10:00:00',
};

describe('the edit form', () => {
  it('is filled from the item, its kind following what is attached', () => {
    expect(formOfNews(news)).toMatchObject({
      typeNews: 'university',
      uuidUniversity: university,
      nameUniversity: 'КФУ',
      kind: 'survey',
      status: 'disabled',
      pinned: true,
      pinDate: '10.04.2026',
      pinTime: '12:00',
      publishBegin: '2026-04-01 09:00:00',
      publishEnd: '2026-04-30 21:00:00',
      pollQuestion: 'Лучший корпус?',
      pollEndDate: '20.04.2026',
      pollEndTime: '18:00',
      pollAnswers: ['Главный', 'Второй'],
      eventPlaces: '',
    });
  });

  it('sends the item’s own fields, keeping its status, and does not check the fixed poll', () => {
    const form = { ...formOfNews(news), pollQuestion: '' };
    expect(validateNewsForm(form, 'edit')).toBeNull();
    expect(updateBodyOf(form)).toEqual({
      title: 'Опрос недели',
      content: '<p>Голосуйте</p>',
      typeNews: 'university',
      uuidCity: null,
      uuidUniversity: university,
      status: 'disabled',
      publishBegin: '2026-04-01 09:00:00',
      publishEnd: '2026-04-30 21:00:00',
      fixToDate: '2026-04-10 12:00:00',
      keyFiles: ['news/a.png'],
    });
  });

  it('checks an event’s fields on edit', () => {
    const event = { ...news, poll: null, event: { title: 'Т', description: '', date: '2026-06-10 15:00:00', address: 'Томск', endRegistration: '2026-06-09 10:00:00', placesCount: 5, registered: 2 } };
    const form = formOfNews(event);
    expect(form).toMatchObject({ kind: 'event', eventDate: '10.06.2026', eventTime: '15:00', eventRegTime: '10:00', eventPlaces: '5' });
    expect(validateNewsForm(form, 'edit')).toBeNull();
    expect(validateNewsForm({ ...form, eventAddress: ' ' }, 'edit')).toEqual({ eventAddress: newsMessages.required });
  });
});

describe('poll answers', () => {
  it('adds up to four inputs, a fifth is ignored', () => {
    let answers = [''];
    for (let i = 0; i < 5; i++) answers = addAnswer(answers);
    expect(answers).toEqual(['', '', '', '']);
  });
  it('removes an answer but keeps at least one input', () => {
    expect(removeAnswer(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(removeAnswer(['a'], 0)).toEqual(['a']);
  });
  it('edits one answer and drops the empty ones on send', () => {
    expect(setAnswer(['a', 'b'], 1, 'в')).toEqual(['a', 'в']);
    expect(answersToSend([' a ', '', '  ', 'b'])).toEqual(['a', 'b']);
  });
});

describe('form helpers', () => {
  it('maps the server’s 400 paths to the form’s fields', () => {
    expect(formFieldOf(['keyFiles', 0])).toBe('photos');
    expect(formFieldOf(['poll', 'answerTypes', 2])).toBe('pollAnswers');
    expect(formFieldOf(['event', 'endRegistration'])).toBe('eventRegDate');
    expect(formFieldOf(['placesCount'])).toBe('eventPlaces');
    expect(formFieldOf(['author'])).toBeNull();
  });
  it('keeps digits of the places, and finds the first failing field in form order', () => {
    expect(placesDigits('1 2a0')).toBe('120');
    expect(firstFailing(fieldOrder, { eventPlaces: 'x', title: 'y' })).toBe('title');
  });
});
