import { z } from 'zod';

/**
 * Trade points (spec 02 sections 3, 4 and 9). `cardPointsPerCity`: points each city shows on the
 * partner card's tab; the rest are in the city's popup.
 */
export const salePointLimits = { popupLimit: 40, cardLimit: 100, cardPointsPerCity: 3, addressMax: 500, searchMax: 200, batchMax: 100 } as const;

export const salePointMessages = {
  added: 'Готово — Торговая точка успешно добавлена',
  saved: 'Торговая точка успешно сохранена',
  deleted: 'Торговая точка удалена',
  notFound: 'Торговая точка не найдена',
  addressRequired: 'Укажите адрес',
  pointRequired: 'Укажите точку на карте',
  hours: 'Укажите начало и конец работы, выберите «Выходной» или «Круглосуточно» либо оставьте «-» в обоих полях',
  cityUnknown: 'Город не найден',
} as const;

/** Labels of the trade point popup that are not messages. */
export const salePointLabels = {
  copyMonday: 'Скопировать понедельник на все дни',
} as const;

export const dayKeys = ['Mn', 'Ts', 'Wb', 'Th', 'Fr', 'St', 'Sn'] as const;
export type DayKey = (typeof dayKeys)[number];
export const dayLabels: Record<DayKey, string> = { Mn: 'Пн', Ts: 'Вт', Wb: 'Ср', Th: 'Чт', Fr: 'Пт', St: 'Сб', Sn: 'Вс' };

export const dayOff = 'Выходной';
export const roundTheClock = 'Круглосуточно';
export const unsetTime = '-';
export const specialTimes = [dayOff, roundTheClock] as const;

/** Every 30 minutes from 00:00 to 23:30. */
export const halfHourTimes: readonly string[] = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);
/** The options of each end in the working-hours grid. */
export const timeOptions: readonly string[] = [unsetTime, ...halfHourTimes, dayOff, roundTheClock];

/** A set: every answer's point checks its 14 ends against the 51 options. */
const timeOptionSet: ReadonlySet<string> = new Set(timeOptions);
const timeValueSchema = z.string().refine((v) => timeOptionSet.has(v), salePointMessages.hours);
export const timeWorkDaySchema = z.object({ name: z.enum(dayKeys), startWork: timeValueSchema, endWork: timeValueSchema });
export type TimeWorkDay = z.infer<typeof timeWorkDaySchema>;

const isSpecial = (v: string) => (specialTimes as readonly string[]).includes(v);

/** A day is filled when both ends are the same special value or both are times. */
export function isDayFilled(day: TimeWorkDay): boolean {
  if (isSpecial(day.startWork) || isSpecial(day.endWork)) return day.startWork === day.endWork;
  return day.startWork !== unsetTime && day.endWork !== unsetTime;
}

/** '-' at both ends: no hours that day (not set). The spec lists '-' among the options. */
export const isDayUnset = (day: TimeWorkDay): boolean => day.startWork === unsetTime && day.endWork === unsetTime;

/**
 * A day that can be saved: filled, or left '-' at both ends. One end a time and the other '-'
 * is a day half typed in (the grid's own rule leaves it so for a moment), never saved.
 */
export const isDayComplete = (day: TimeWorkDay): boolean => isDayFilled(day) || isDayUnset(day);

/** Seven entries keyed Mn..Sn, in that order, each filled or unset. */
export const timeWorkSchema = z
  .array(timeWorkDaySchema)
  .length(dayKeys.length)
  .refine((days) => days.every((d, i) => d.name === dayKeys[i]), salePointMessages.hours)
  .refine((days) => days.every(isDayComplete), salePointMessages.hours);

export function emptyTimeWork(): TimeWorkDay[] {
  return dayKeys.map((name) => ({ name, startWork: unsetTime, endWork: unsetTime }));
}

/**
 * The grid's rule (spec 02 section 4): a special value sets both ends; a time sets its end, and
 * the other end becomes '-' when it was special or unset.
 */
export function chooseTime(day: TimeWorkDay, end: 'startWork' | 'endWork', value: string): TimeWorkDay {
  if (isSpecial(value)) return { ...day, startWork: value, endWork: value };
  const other = end === 'startWork' ? 'endWork' : 'startWork';
  const otherValue = isSpecial(day[other]) ? unsetTime : day[other];
  return { ...day, [end]: value, [other]: otherValue };
}

/**
 * Monday's hours on every day: the common case of a point open the same hours all week, set
 * once and then adjusted for the weekend.
 */
export function copyMondayToAll(days: readonly TimeWorkDay[]): TimeWorkDay[] {
  const monday = days[0];
  if (!monday) return [...days];
  return days.map((d) => ({ ...d, startWork: monday.startWork, endWork: monday.endWork }));
}

/** The text form: 'Пн: 09:00-18:00, …, Сб: Выходной'; a day without hours reads '-'. */
export function workTimeOf(days: readonly TimeWorkDay[]): string {
  return days
    .map((d) => {
      const range = !isDayFilled(d) ? unsetTime : isSpecial(d.startWork) ? d.startWork : `${d.startWork}-${d.endWork}`;
      return `${dayLabels[d.name]}: ${range}`;
    })
    .join(', ');
}

export const geoSchema = z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) });
export type Geo = z.infer<typeof geoSchema>;

export const salePointSchema = z.object({
  uuidSalePoint: z.uuid(),
  idSalePoint: z.number().int(),
  uuidCity: z.uuid(),
  address: z.string(),
  workTime: z.string(),
  geo: geoSchema,
  timeWork: z.array(timeWorkDaySchema),
});
export type SalePoint = z.infer<typeof salePointSchema>;

const addressSchema = z.string({ error: salePointMessages.addressRequired }).trim().min(1, salePointMessages.addressRequired).max(salePointLimits.addressMax);

/** A point as add and edit send it; the server derives workTime from timeWork and ignores the sent text. */
export const salePointInputSchema = z.object({
  address: addressSchema,
  workTime: z.string().optional(),
  geo: geoSchema,
  timeWork: timeWorkSchema,
});
export type SalePointInput = z.input<typeof salePointInputSchema>;

/** POST /v2/partner/points/add */
export const salePointAddBodySchema = z.object({
  uuidPartner: z.uuid(),
  uuidCity: z.uuid(),
  salePoints: z.array(salePointInputSchema).min(1).max(salePointLimits.batchMax),
});
export type SalePointAddBody = z.input<typeof salePointAddBodySchema>;

/** PUT /v2/partner/points/edit */
export const salePointEditBodySchema = z
  .array(salePointInputSchema.extend({ uuidSalePoint: z.uuid() }))
  .min(1)
  .max(salePointLimits.batchMax);
export type SalePointEditBody = z.input<typeof salePointEditBodySchema>;

/** PUT /v1/salepoint/{uuidPartner}/{uuidCity}: the popup's address search, grouped by first letter. */
export const salePointSearchBodySchema = z.object({
  searchString: z.string().trim().max(salePointLimits.searchMax).default(''),
  groupByAlphabet: z.boolean().default(true),
  limitPoint: z.number().int().min(1).max(salePointLimits.cardLimit).default(salePointLimits.popupLimit),
  emptyCity: z.boolean().default(false),
});
export type SalePointSearchBody = z.input<typeof salePointSearchBodySchema>;
export const salePointLetterGroupSchema = z.object({
  letter: z.string(),
  countPoints: z.number().int(),
  salePoints: z.array(salePointSchema),
});
export type SalePointLetterGroup = z.infer<typeof salePointLetterGroupSchema>;

/** PUT /v1/salepoint/{uuidPartner}: the card's tab, grouped by city (x-offset/x-limit page the cities). */
export const salePointCardBodySchema = salePointSearchBodySchema.omit({ searchString: true }).nullish().transform((v) => v ?? {});
export const salePointCityGroupSchema = z.object({
  uuidCity: z.uuid(),
  nameCity: z.string(),
  countPoints: z.number().int(),
  salePoints: z.array(salePointSchema),
});
export type SalePointCityGroup = z.infer<typeof salePointCityGroupSchema>;

export const salePointPartnerParamsSchema = z.object({ uuidPartner: z.uuid() });
export const salePointCityParamsSchema = z.object({ uuidPartner: z.uuid(), uuidCity: z.uuid() });
export const salePointParamsSchema = z.object({ uuidSalePoint: z.uuid() });

/** Default map view (spec 02 section 9). */
export const mapDefaults = { latitude: 55.75, longitude: 37.57, zoom: 17 } as const;
