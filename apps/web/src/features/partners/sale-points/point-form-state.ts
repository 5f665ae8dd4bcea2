import {
  chooseTime,
  copyMondayToAll,
  emptyTimeWork,
  geocodeMessages,
  geoSchema,
  isDayComplete,
  salePointMessages,
  type GeocodeResult,
  type Geo,
  type SalePoint,
  type TimeWorkDay,
} from '@sks/contract';

/**
 * The add/edit trade point popup's state. The address and the point on the map follow each
 * other: typing moves the point (after the geocoder answers), clicking the map sets the point
 * and then the address. `geoFor` is the address text the point was found for, so the popup
 * knows when the typed text still has to be looked up.
 *
 * The saved address is the geocoder's form of the typed text ('тверская 7' is saved as
 * 'Москва, ул. Тверская, 7'): the answer waits in `found`, shown under the field, and replaces
 * the text when the user leaves the field or confirms, never under the cursor. An answer equal
 * to the geocoder's address already put in the field (`applied`) is not offered again, so a
 * detail the user adds to it ('…, 7, 2 этаж') stays.
 */
export type PointFormState = {
  address: string;
  geo: Geo | null;
  geoFor: string | null;
  /** The geocoder's address for the typed text, not yet in the field. */
  found: string | null;
  /** The last address the geocoder put in the field (or the edited point's own). */
  applied: string | null;
  /** Under the address field: the geocoder did not find the typed text, or could not be asked. */
  addressMessage: string | null;
  timeWork: TimeWorkDay[];
  /** Set by the first confirm: from then on what blocks saving (half-typed days, no point) is shown. */
  confirmTried: boolean;
};

export type PointFormEvent =
  | { type: 'typed'; address: string }
  | { type: 'geocoded'; address: string; place: GeocodeResult | null }
  | { type: 'geocodeFailed'; address: string }
  | { type: 'applyFound' }
  | { type: 'picked'; geo: Geo }
  | { type: 'reversed'; geo: Geo; address: string }
  | { type: 'time'; index: number; end: 'startWork' | 'endWork'; value: string }
  | { type: 'copyMonday' }
  | { type: 'confirmTried' };

export function initialPointForm(point: SalePoint | null): PointFormState {
  return {
    address: point?.address ?? '',
    geo: point ? { latitude: point.geo.latitude, longitude: point.geo.longitude } : null,
    geoFor: point ? point.address.trim() : null,
    found: null,
    applied: point ? point.address.trim() : null,
    addressMessage: null,
    timeWork: point && point.timeWork.length === 7 ? point.timeWork.map((d) => ({ ...d })) : emptyTimeWork(),
    confirmTried: false,
  };
}

/** The geocoder's answer to offer for `typed`, or null when it adds nothing (see PointFormState). */
export const offeredAddress = (typed: string, answer: string, applied: string | null): string | null =>
  answer !== typed && answer !== applied ? answer : null;

/** The text the geocoder is asked: the popup's city first unless the user named it (a street name alone is in many cities). */
export function geocodeQuery(cityName: string, typed: string): string {
  const words = (text: string) => text.toLowerCase().replaceAll('ё', 'е').split(/[\s,.]+/).filter(Boolean);
  const city = words(cityName).join(' ');
  const text = words(typed).join(' ');
  return city === '' || ` ${text} `.includes(` ${city} `) ? typed : `${cityName}, ${typed}`;
}

const coordinatePair = /^\s*(-?\d+(?:[.,]\d+)?)\s*[;,\s]\s*(-?\d+(?:[.,]\d+)?)\s*$/;

/** '55.7520, 37.6175' (also '55,7520 37,6175') as typed when the map cannot be drawn; null unless both are in range. */
export function parseCoordinates(text: string): Geo | null {
  const m = coordinatePair.exec(text);
  if (!m) return null;
  const number = (part: string) => Number(part.replace(',', '.'));
  const parsed = geoSchema.safeParse({ latitude: number(m[1]!), longitude: number(m[2]!) });
  return parsed.success ? parsed.data : null;
}

/** The address the user means to save: the geocoder's form when it is waiting, else the typed text. */
export const addressToSave = (state: PointFormState) => state.found ?? state.address.trim();

/** Whether the geocoder did not know the typed text: then a map point is set by hand and the text kept. */
const typedUnknown = (state: PointFormState) => state.addressMessage === geocodeMessages.notFound;

const sameGeo = (a: Geo | null, b: Geo) => !!a && a.latitude === b.latitude && a.longitude === b.longitude;

export function pointFormReducer(state: PointFormState, event: PointFormEvent): PointFormState {
  switch (event.type) {
    case 'typed':
      return { ...state, address: event.address, found: null, addressMessage: null };
    case 'geocoded':
      // An answer for text the user has since changed is stale.
      if (event.address !== state.address.trim()) return state;
      return event.place
        ? {
            ...state,
            geo: { latitude: event.place.latitude, longitude: event.place.longitude },
            geoFor: event.address,
            found: offeredAddress(event.address, event.place.address, state.applied),
            addressMessage: null,
          }
        : { ...state, found: null, addressMessage: geocodeMessages.notFound };
    case 'geocodeFailed':
      return event.address === state.address.trim() ? { ...state, addressMessage: geocodeMessages.unavailable } : state;
    case 'applyFound':
      if (state.found === null || state.geoFor !== state.address.trim()) return state;
      return { ...state, address: state.found, geoFor: state.found, applied: state.found, found: null };
    case 'picked':
      // The text the geocoder did not know stays, and so does the message saying so.
      return { ...state, geo: event.geo, geoFor: null, found: null, addressMessage: typedUnknown(state) ? state.addressMessage : null };
    case 'reversed':
      // Only the answer for the point still on the map fills the address, and not over a text the geocoder did not know.
      if (!sameGeo(state.geo, event.geo) || !event.address || typedUnknown(state)) return state;
      return { ...state, address: event.address, geoFor: event.address.trim(), applied: event.address.trim(), found: null, addressMessage: null };
    case 'time': {
      const timeWork = state.timeWork.map((day, i) => (i === event.index ? chooseTime(day, event.end, event.value) : day));
      return { ...state, timeWork };
    }
    case 'copyMonday':
      return { ...state, timeWork: copyMondayToAll(state.timeWork) };
    case 'confirmTried':
      return { ...state, confirmTried: true };
  }
}

/** The typed address has not been looked up yet (or was changed after the point was set). */
export const addressPending = (state: PointFormState) => {
  const text = state.address.trim();
  return text.length >= 2 && state.geoFor !== text;
};

export const canConfirm = (state: PointFormState) => state.address.trim() !== '';

/** Every day filled or left '-' at both ends (no hours that day). */
export const hoursComplete = (timeWork: readonly TimeWorkDay[]) => timeWork.every(isDayComplete);

/** The message next to the grid: only after a confirm was tried, while a day is half typed in. */
export const hoursMessage = (state: PointFormState): string | null =>
  state.confirmTried && !hoursComplete(state.timeWork) ? salePointMessages.hours : null;

/** Whether a failed save is the server refusing the hours (a 400 on timeWork), shown next to the grid. */
export const isHoursRefusal = (fields: Record<string, string>) => Object.keys(fields).some((path) => path.includes('timeWork'));
