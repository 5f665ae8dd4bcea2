import {
  eventBodySchema,
  isRuTime,
  newsCreateSchema,
  newsKindOf,
  newsLimits,
  newsMessages,
  newsUpdateSchema,
  parseRuDate,
  ruDateTimeOfWire,
  toMoscowDateTime,
  wireOfRuDateTime,
  type EventInput,
  type News,
  type NewsCreateBody,
  type NewsKind,
  type NewsLevel,
  type NewsPhoto,
  type NewsStatus,
  type NewsUpdateBody,
  type PollInput,
} from '@sks/contract';

/** What the news form holds while typed in; dates as DD.MM.YYYY and HH:MM, Moscow time. */
export type NewsFormState = {
  typeNews: NewsLevel | '';
  uuidCity: string;
  uuidUniversity: string;
  /** The chosen university's name, shown before the search has found it. */
  nameUniversity: string;
  kind: NewsKind;
  title: string;
  content: string;
  photos: NewsPhoto[];
  status: NewsStatus;
  pinned: boolean;
  pinDate: string;
  pinTime: string;
  /** The publication schedule on the wire (set through the schedule modal). */
  publishBegin: string;
  publishEnd: string | null;
  pollQuestion: string;
  pollEndDate: string;
  pollEndTime: string;
  pollAnswers: string[];
  eventDate: string;
  eventTime: string;
  eventAddress: string;
  eventRegDate: string;
  eventRegTime: string;
  eventPlaces: string;
};

export type NewsFormField =
  | 'typeNews'
  | 'uuidCity'
  | 'uuidUniversity'
  | 'title'
  | 'content'
  | 'photos'
  | 'pinDate'
  | 'pinTime'
  | 'schedule'
  | 'pollQuestion'
  | 'pollEndDate'
  | 'pollEndTime'
  | 'pollAnswers'
  | 'eventDate'
  | 'eventTime'
  | 'eventAddress'
  | 'eventRegDate'
  | 'eventRegTime'
  | 'eventPlaces';
export type NewsFormErrors = Partial<Record<NewsFormField, string>>;

/** The fields in the order the form shows them: the first failing one gets the focus. */
export const fieldOrder: readonly NewsFormField[] = [
  'typeNews',
  'uuidCity',
  'uuidUniversity',
  'title',
  'content',
  'photos',
  'pinDate',
  'pinTime',
  'schedule',
  'pollQuestion',
  'pollEndDate',
  'pollEndTime',
  'pollAnswers',
  'eventDate',
  'eventTime',
  'eventAddress',
  'eventRegDate',
  'eventRegTime',
  'eventPlaces',
];

/** A new item is published from now on unless the schedule says otherwise; the wire has whole minutes. */
export function emptyNewsForm(now: Date = new Date()): NewsFormState {
  return {
    typeNews: '',
    uuidCity: '',
    uuidUniversity: '',
    nameUniversity: '',
    kind: 'news',
    title: '',
    content: '',
    photos: [],
    status: 'enabled',
    pinned: false,
    pinDate: '',
    pinTime: '',
    publishBegin: `${toMoscowDateTime(now).slice(0, 16)}:00`,
    publishEnd: null,
    pollQuestion: '',
    pollEndDate: '',
    pollEndTime: '',
    pollAnswers: [''],
    eventDate: '',
    eventTime: '',
    eventAddress: '',
    eventRegDate: '',
    eventRegTime: '',
    eventPlaces: '',
  };
}

const split = (wire: string | null | undefined) => (wire ? ruDateTimeOfWire(wire) : { date: '', time: '' });

export function formOfNews(n: News): NewsFormState {
  const pin = split(n.fixToDate);
  const pollEnd = split(n.poll?.endPooling);
  const eventAt = split(n.event?.date);
  const registration = split(n.event?.endRegistration);
  return {
    typeNews: n.typeNews,
    uuidCity: n.uuidCity ?? '',
    uuidUniversity: n.uuidUniversity ?? '',
    nameUniversity: n.nameUniversity ?? '',
    kind: newsKindOf(n),
    title: n.title,
    content: n.content,
    photos: n.photos,
    status: n.status,
    pinned: n.fixToDate !== null,
    pinDate: pin.date,
    pinTime: pin.time,
    publishBegin: n.publishBegin,
    publishEnd: n.publishEnd,
    pollQuestion: n.poll?.question ?? '',
    pollEndDate: pollEnd.date,
    pollEndTime: pollEnd.time,
    pollAnswers: n.poll ? n.poll.answerTypes.map((a) => a.title) : [''],
    eventDate: eventAt.date,
    eventTime: eventAt.time,
    eventAddress: n.event?.address ?? '',
    eventRegDate: registration.date,
    eventRegTime: registration.time,
    eventPlaces: n.event ? String(n.event.placesCount) : '',
  };
}

/** Poll answers (spec 02 section 5): at most 4 inputs, adding a fifth does nothing, at least one stays. */
export const addAnswer = (answers: string[]) => (answers.length >= newsLimits.answersMax ? answers : [...answers, '']);
export const removeAnswer = (answers: string[], index: number) =>
  answers.length <= 1 ? answers : answers.filter((_, i) => i !== index);
export const setAnswer = (answers: string[], index: number, text: string) => answers.map((a, i) => (i === index ? text : a));
/** Empty answers are dropped on send. */
export const answersToSend = (answers: string[]) => answers.map((a) => a.trim()).filter(Boolean);

/** Digits only, as typed into the number of places. */
export const placesDigits = (typed: string) => typed.replace(/\D/g, '').slice(0, 6);

/** The wire form of a date and time pair, or '' when either is missing or malformed (its fields say why). */
const wireOf = (date: string, time: string) => wireOfRuDateTime(date, time) ?? '';

/** The level's place: a region's city, a university's university, nothing for a federal item. */
function placeOf(form: NewsFormState) {
  return {
    uuidCity: form.typeNews === 'region' ? form.uuidCity || null : null,
    uuidUniversity: form.typeNews === 'university' ? form.uuidUniversity || null : null,
  };
}

function pollOf(form: NewsFormState): PollInput {
  return { question: form.pollQuestion, endPooling: wireOf(form.pollEndDate, form.pollEndTime), answerTypes: answersToSend(form.pollAnswers) };
}

export function eventOf(form: NewsFormState): EventInput {
  return {
    title: form.title.trim(),
    description: '',
    date: wireOf(form.eventDate, form.eventTime),
    address: form.eventAddress,
    endRegistration: wireOf(form.eventRegDate, form.eventRegTime),
    placesCount: form.eventPlaces === '' ? Number.NaN : Number(form.eventPlaces),
  };
}

/** PUT /v1/news/{id}: the item's own fields. */
export function updateBodyOf(form: NewsFormState): NewsUpdateBody {
  return {
    title: form.title,
    content: form.content,
    // An unset level is sent as the schema's invalid value, so its own message comes back.
    typeNews: form.typeNews as NewsLevel,
    ...placeOf(form),
    status: form.status,
    publishBegin: form.publishBegin,
    publishEnd: form.publishEnd,
    fixToDate: form.pinned ? wireOf(form.pinDate, form.pinTime) : null,
    keyFiles: form.photos.map((p) => p.keyFile),
  };
}

/** POST /v1/news: the item with its poll or event inline; a new item is sent enabled (spec 02 section 4). */
export function createBodyOf(form: NewsFormState): NewsCreateBody {
  return {
    ...updateBodyOf(form),
    status: 'enabled',
    poll: form.kind === 'survey' ? pollOf(form) : null,
    event: form.kind === 'event' ? eventOf(form) : null,
  };
}

/** Where each path of the contract's issues is shown in the form. */
const fieldOfPath: Record<string, NewsFormField> = {
  typeNews: 'typeNews',
  uuidCity: 'uuidCity',
  uuidUniversity: 'uuidUniversity',
  title: 'title',
  content: 'content',
  keyFiles: 'photos',
  publishBegin: 'schedule',
  publishEnd: 'schedule',
  fixToDate: 'pinDate',
  'poll.question': 'pollQuestion',
  'poll.endPooling': 'pollEndDate',
  'poll.answerTypes': 'pollAnswers',
  'event.date': 'eventDate',
  'event.address': 'eventAddress',
  'event.endRegistration': 'eventRegDate',
  'event.placesCount': 'eventPlaces',
  date: 'eventDate',
  address: 'eventAddress',
  endRegistration: 'eventRegDate',
  placesCount: 'eventPlaces',
};

/** A 400's field path (`keyFiles.0`, `poll.answerTypes.2`) as a form field, or null when the form has none. */
export function formFieldOf(path: readonly PropertyKey[]): NewsFormField | null {
  const names = path.filter((p): p is string => typeof p === 'string');
  for (let n = names.length; n > 0; n--) {
    const found = fieldOfPath[names.slice(0, n).join('.')];
    if (found) return found;
  }
  return null;
}

type Checked = { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };

function issuesOf(result: Checked, errors: NewsFormErrors) {
  if (result.success) return;
  for (const issue of result.error.issues) {
    const field = formFieldOf(issue.path);
    if (field) errors[field] ??= issue.message;
  }
}

/** A date and time pair checked as typed: required, DD.MM.YYYY, HH:MM. */
function pairErrors(errors: NewsFormErrors, dateField: NewsFormField, timeField: NewsFormField, date: string, time: string, required: string) {
  errors[dateField] = !date.trim() ? required : parseRuDate(date) ? undefined : newsMessages.date;
  errors[timeField] = !time.trim() ? required : isRuTime(time) ? undefined : newsMessages.time;
}

const kept = (errors: NewsFormErrors): NewsFormErrors | null => {
  const found = Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as NewsFormErrors;
  return Object.keys(found).length ? found : null;
};

/** Spec 02 section 5 through the contract's schemas: the errors by field, or null when the form may be sent. */
export function validateNewsForm(form: NewsFormState, mode: 'new' | 'edit'): NewsFormErrors | null {
  const errors: NewsFormErrors = {};
  if (mode === 'new') {
    issuesOf(newsCreateSchema.safeParse(createBodyOf(form)), errors);
  } else {
    issuesOf(newsUpdateSchema.safeParse(updateBodyOf(form)), errors);
    if (form.kind === 'event') issuesOf(eventBodySchema.safeParse({ ...eventOf(form), uuidNews: '00000000-0000-4000-8000-000000000000' }), errors);
  }
  // The typed pairs say more precisely what is wrong than the wire value built from them.
  if (form.pinned) {
    pairErrors(errors, 'pinDate', 'pinTime', form.pinDate, form.pinTime, newsMessages.pinRequired);
    // One message asks for both halves.
    if (errors.pinTime === newsMessages.pinRequired) [errors.pinDate, errors.pinTime] = [newsMessages.pinRequired, undefined];
  }
  if (form.kind === 'survey' && mode === 'new') {
    pairErrors(errors, 'pollEndDate', 'pollEndTime', form.pollEndDate, form.pollEndTime, newsMessages.required);
  }
  if (form.kind === 'event') {
    const [date, registration] = [errors.eventDate, errors.eventRegDate];
    pairErrors(errors, 'eventDate', 'eventTime', form.eventDate, form.eventTime, newsMessages.required);
    pairErrors(errors, 'eventRegDate', 'eventRegTime', form.eventRegDate, form.eventRegTime, newsMessages.required);
    // The registration-before-start rule only shows once both pairs are well formed.
    errors.eventDate ??= date && !errors.eventTime ? date : undefined;
    errors.eventRegDate ??= registration && !errors.eventRegTime ? registration : undefined;
  }
  return kept(errors);
}

