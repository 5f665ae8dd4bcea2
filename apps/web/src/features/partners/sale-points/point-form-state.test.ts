import { describe, expect, it } from 'vitest';
import { dayOff, geocodeMessages, roundTheClock, salePointMessages, unsetTime, workTimeOf, type SalePoint } from '@sks/contract';
import {
  addressPending,
  addressToSave,
  canConfirm,
  geocodeQuery,
  hoursMessage,
  initialPointForm,
  isHoursRefusal,
  parseCoordinates,
  pointFormReducer,
  type PointFormEvent,
} from './point-form-state';

const run = (events: PointFormEvent[], start = initialPointForm(null)) => events.reduce(pointFormReducer, start);
const tverskayaGeo = { latitude: 55.7649, longitude: 37.6056 };
const tverskaya = { ...tverskayaGeo, address: 'Москва, ул. Тверская, 7' };

const point: SalePoint = {
  uuidSalePoint: '7c0a4a43-59d9-4c7e-9d0b-0d1c1b7a9b11',
  idSalePoint: 4,
  uuidCity: '1b8f5f0e-9a0e-4a57-8e3f-2b0e1f7f3c22',
  address: 'Москва, ул. Арбат, 10',
  workTime: '',
  geo: { latitude: 55.7494, longitude: 37.5912 },
  timeWork: ['Mn', 'Ts', 'Wb', 'Th', 'Fr', 'St', 'Sn'].map((name) => ({ name: name as 'Mn', startWork: '10:00', endWork: '22:00' })),
};

describe('address and map point', () => {
  it('starts empty when adding, and confirm is refused until an address is typed', () => {
    const state = initialPointForm(null);
    expect(state.address).toBe('');
    expect(state.geo).toBeNull();
    expect(canConfirm(state)).toBe(false);
    expect(canConfirm(run([{ type: 'typed', address: '   ' }]))).toBe(false);
    expect(canConfirm(run([{ type: 'typed', address: 'Москва' }]))).toBe(true);
  });

  it('moves the point to the geocoded place of the typed text', () => {
    const state = run([
      { type: 'typed', address: 'Москва, ул. Тверская, 7' },
      { type: 'geocoded', address: 'Москва, ул. Тверская, 7', place: tverskaya },
    ]);
    expect(state.geo).toEqual(tverskayaGeo);
    expect(state.address).toBe('Москва, ул. Тверская, 7');
    expect(addressPending(state)).toBe(false);
  });

  it('saves the geocoder’s form of the typed text: offered under the field, put in it when the field is left', () => {
    let state = run([
      { type: 'typed', address: 'тверская 7' },
      { type: 'geocoded', address: 'тверская 7', place: tverskaya },
    ]);
    // Not under the cursor: the field keeps the typed text until it is left.
    expect(state.address).toBe('тверская 7');
    expect(state.found).toBe('Москва, ул. Тверская, 7');
    expect(addressToSave(state)).toBe('Москва, ул. Тверская, 7');
    state = run([{ type: 'applyFound' }], state);
    expect(state).toMatchObject({ address: 'Москва, ул. Тверская, 7', found: null, geo: tverskayaGeo });
    expect(addressPending(state)).toBe(false);
    // A detail added to the geocoder's address stays when the geocoder answers the same place.
    state = run([
      { type: 'typed', address: 'Москва, ул. Тверская, 7, 2 этаж' },
      { type: 'geocoded', address: 'Москва, ул. Тверская, 7, 2 этаж', place: tverskaya },
      { type: 'applyFound' },
    ], state);
    expect(state.address).toBe('Москва, ул. Тверская, 7, 2 этаж');
    expect(addressToSave(state)).toBe('Москва, ул. Тверская, 7, 2 этаж');
    // Typed just as the geocoder writes it: nothing to offer.
    state = run([
      { type: 'typed', address: 'Москва, ул. Тверская, 9' },
      { type: 'geocoded', address: 'Москва, ул. Тверская, 9', place: { ...tverskayaGeo, address: 'Москва, ул. Тверская, 9' } },
    ], state);
    expect(state.found).toBeNull();
    expect(addressToSave(state)).toBe('Москва, ул. Тверская, 9');
  });

  it('drops an offered address once the text is typed over', () => {
    const state = run([
      { type: 'typed', address: 'тверская 7' },
      { type: 'geocoded', address: 'тверская 7', place: tverskaya },
      { type: 'typed', address: 'тверская 8' },
      { type: 'applyFound' },
    ]);
    expect(state.address).toBe('тверская 8');
    expect(state.found).toBeNull();
  });

  it('keeps a text the geocoder does not know, with the point set by hand on the map', () => {
    const clicked = { latitude: 55.7573, longitude: 37.637 };
    const state = run([
      { type: 'typed', address: 'Москва, Вокзальный тупик, 3' },
      { type: 'geocoded', address: 'Москва, Вокзальный тупик, 3', place: null },
      { type: 'picked', geo: clicked },
      { type: 'reversed', geo: clicked, address: 'Москва, ул. Маросейка, 2' },
    ]);
    expect(state.address).toBe('Москва, Вокзальный тупик, 3');
    expect(state.geo).toEqual(clicked);
    expect(state.addressMessage).toBe(geocodeMessages.notFound);
    expect(addressToSave(state)).toBe('Москва, Вокзальный тупик, 3');
  });

  it('asks the geocoder within the popup’s city unless the text names it', () => {
    expect(geocodeQuery('Казань', 'ул. Баумана, 12')).toBe('Казань, ул. Баумана, 12');
    expect(geocodeQuery('Казань', 'г. казань, Баумана 12')).toBe('г. казань, Баумана 12');
    expect(geocodeQuery('Нижний Новгород', 'Нижний Новгород, ул. Минина, 1')).toBe('Нижний Новгород, ул. Минина, 1');
    expect(geocodeQuery('Орёл', 'орел, ул. Ленина, 1')).toBe('орел, ул. Ленина, 1');
    expect(geocodeQuery('Мир', 'пр-т Мира, 2')).toBe('Мир, пр-т Мира, 2');
  });

  it('ignores a geocoder answer for text that has since changed', () => {
    const state = run([
      { type: 'typed', address: 'Москва, ул. Тверская' },
      { type: 'typed', address: 'Москва, ул. Тверская, 7' },
      { type: 'geocoded', address: 'Москва, ул. Тверская', place: tverskaya },
    ]);
    expect(state.geo).toBeNull();
    expect(addressPending(state)).toBe(true);
  });

  it('says the address was not found and keeps what was typed and the earlier point', () => {
    const state = run([
      { type: 'typed', address: 'Москва, ул. Тверская, 7' },
      { type: 'geocoded', address: 'Москва, ул. Тверская, 7', place: tverskaya },
      { type: 'typed', address: 'Нигде, ул. Несуществующая' },
      { type: 'geocoded', address: 'Нигде, ул. Несуществующая', place: null },
    ]);
    expect(state.address).toBe('Нигде, ул. Несуществующая');
    expect(state.addressMessage).toBe(geocodeMessages.notFound);
    expect(state.geo).toEqual(tverskayaGeo);
    expect(run([{ type: 'typed', address: 'Нигде, ул. Несуществующая, 1' }], state).addressMessage).toBeNull();
  });

  it('says the service is unavailable when the geocoder fails', () => {
    const state = run([
      { type: 'typed', address: 'Москва, ул. Арбат' },
      { type: 'geocodeFailed', address: 'Москва, ул. Арбат' },
    ]);
    expect(state.addressMessage).toBe(geocodeMessages.unavailable);
  });

  it('a map click sets the point and the reverse answer for that point fills the address', () => {
    const clicked = { latitude: 55.7573, longitude: 37.637 };
    const state = run([
      { type: 'typed', address: 'что-то' },
      { type: 'picked', geo: clicked },
      { type: 'reversed', geo: clicked, address: 'Москва, ул. Маросейка, 2' },
    ]);
    expect(state.geo).toEqual(clicked);
    expect(state.address).toBe('Москва, ул. Маросейка, 2');
    expect(addressPending(state)).toBe(false);
  });

  it('drops the reverse answer of an earlier click', () => {
    const first = { latitude: 55.7573, longitude: 37.637 };
    const second = { latitude: 55.7649, longitude: 37.6056 };
    const state = run([
      { type: 'picked', geo: first },
      { type: 'picked', geo: second },
      { type: 'reversed', geo: first, address: 'Москва, ул. Маросейка, 2' },
    ]);
    expect(state.address).toBe('');
    expect(state.geo).toEqual(second);
  });

  it('edits start from the point, already located', () => {
    const state = initialPointForm(point);
    expect(state.address).toBe('Москва, ул. Арбат, 10');
    expect(state.geo).toEqual({ latitude: 55.7494, longitude: 37.5912 });
    expect(addressPending(state)).toBe(false);
    expect(workTimeOf(state.timeWork)).toBe(
      'Пн: 10:00-22:00, Вт: 10:00-22:00, Ср: 10:00-22:00, Чт: 10:00-22:00, Пт: 10:00-22:00, Сб: 10:00-22:00, Вс: 10:00-22:00',
    );
  });
});

describe('working-hours grid', () => {
  it('a special value fills both ends; a time then clears the other end', () => {
    let state = run([{ type: 'time', index: 5, end: 'startWork', value: dayOff }]);
    expect(state.timeWork[5]).toEqual({ name: 'St', startWork: dayOff, endWork: dayOff });
    state = run([{ type: 'time', index: 5, end: 'endWork', value: '18:00' }], state);
    expect(state.timeWork[5]).toEqual({ name: 'St', startWork: unsetTime, endWork: '18:00' });
    state = run([{ type: 'time', index: 6, end: 'endWork', value: roundTheClock }], state);
    expect(state.timeWork[6]).toEqual({ name: 'Sn', startWork: roundTheClock, endWork: roundTheClock });
  });

  it('shows the hours message only after a confirm was tried and while a day is half typed in', () => {
    let state = run([{ type: 'confirmTried' }]);
    // Days left '-' at both ends have no hours: nothing to say.
    expect(hoursMessage(state)).toBeNull();
    state = run([{ type: 'time', index: 0, end: 'startWork', value: '09:00' }], state);
    expect(hoursMessage(state)).toBe(salePointMessages.hours);
    state = run([{ type: 'time', index: 0, end: 'endWork', value: '18:00' }], state);
    expect(hoursMessage(state)).toBeNull();
    state = run([{ type: 'time', index: 5, end: 'startWork', value: dayOff }, { type: 'time', index: 6, end: 'startWork', value: roundTheClock }], state);
    expect(hoursMessage(state)).toBeNull();
    expect(workTimeOf(state.timeWork)).toBe('Пн: 09:00-18:00, Вт: -, Ср: -, Чт: -, Пт: -, Сб: Выходной, Вс: Круглосуточно');
  });

  it('copies Monday to every day, after which the weekend can be changed', () => {
    let state = run([
      { type: 'time', index: 0, end: 'startWork', value: '10:00' },
      { type: 'time', index: 0, end: 'endWork', value: '21:00' },
      { type: 'time', index: 6, end: 'startWork', value: dayOff },
      { type: 'copyMonday' },
    ]);
    expect(workTimeOf(state.timeWork)).toBe(
      'Пн: 10:00-21:00, Вт: 10:00-21:00, Ср: 10:00-21:00, Чт: 10:00-21:00, Пт: 10:00-21:00, Сб: 10:00-21:00, Вс: 10:00-21:00',
    );
    state = run([{ type: 'time', index: 6, end: 'startWork', value: dayOff }], state);
    expect(state.timeWork[6]).toEqual({ name: 'Sn', startWork: dayOff, endWork: dayOff });
    expect(state.timeWork[5]).toEqual({ name: 'St', startWork: '10:00', endWork: '21:00' });
  });

  it('recognises the server refusing the hours', () => {
    expect(isHoursRefusal({ 'body.salePoints.0.timeWork': salePointMessages.hours })).toBe(true);
    expect(isHoursRefusal({ 'body.salePoints.0.address': 'x' })).toBe(false);
  });
});

describe('coordinates typed by hand', () => {
  it('reads latitude and longitude with a dot or a comma, separated by a comma, semicolon or space', () => {
    const kremlin = { latitude: 55.752, longitude: 37.6175 };
    for (const text of ['55.7520, 37.6175', ' 55.752 37.6175 ', '55,7520 37,6175', '55,752; 37,6175', '55.752,37.6175']) expect(parseCoordinates(text), text).toEqual(kremlin);
    expect(parseCoordinates('-33.9, 151.2')).toEqual({ latitude: -33.9, longitude: 151.2 });
  });

  it('refuses one number, words and values out of range', () => {
    for (const text of ['', '55.75', 'Москва', '91, 37', '55, 181', '55.75, 37.6, 1']) expect(parseCoordinates(text), text).toBeNull();
  });
});
