import {
  chooseTime,
  copyMondayToAll,
  emptyTimeWork,
  geocodeMessages,
  isDayComplete,
  salePointMessages,
  type Geo,
  type SalePoint,
  type TimeWorkDay,
} from '@sks/contract';

/**
 * The add/edit trade point popup's state. The address and the point on the map follow each
 * other: typing moves the point (after the geocoder answers), clicking the map sets the point
 * and then the address. `geoFor` is the address text the point was found for, so the popup
 * knows when the typed text still has to be looked up.
 */
export type PointFormState = {
  address: string;
  geo: Geo | null;
  geoFor: string | null;
  /** Under the address field: the geocoder did not find the typed text, or could not be asked. */
  addressMessage: string | null;
  timeWork: TimeWorkDay[];
  /** Set by the first confirm: from then on what blocks saving (half-typed days, no point) is shown. */
  confirmTried: boolean;
};

export type PointFormEvent =
  | { type: 'typed'; address: string }
  | { type: 'geocoded'; address: string; place: Geo | null }
  | { type: 'geocodeFailed'; address: string }
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
    addressMessage: null,
    timeWork: point && point.timeWork.length === 7 ? point.timeWork.map((d) => ({ ...d })) : emptyTimeWork(),
    confirmTried: false,
  };
}

const sameGeo = (a: Geo | null, b: Geo) => !!a && a.latitude === b.latitude && a.longitude === b.longitude;

export function pointFormReducer(state: PointFormState, event: PointFormEvent): PointFormState {
  switch (event.type) {
    case 'typed':
      return { ...state, address: event.address, addressMessage: null };
    case 'geocoded':
      // An answer for text the user has since changed is stale.
      if (event.address !== state.address.trim()) return state;
      return event.place
        ? { ...state, geo: event.place, geoFor: event.address, addressMessage: null }
        : { ...state, addressMessage: geocodeMessages.notFound };
    case 'geocodeFailed':
      return event.address === state.address.trim() ? { ...state, addressMessage: geocodeMessages.unavailable } : state;
    case 'picked':
      return { ...state, geo: event.geo, geoFor: null, addressMessage: null };
    case 'reversed':
      // Only the answer for the point still on the map fills the address.
      if (!sameGeo(state.geo, event.geo) || !event.address) return state;
      return { ...state, address: event.address, geoFor: event.address.trim(), addressMessage: null };
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
