import { lazy, Suspense, useReducer, useState, type FormEvent } from 'react';
import { Center, Loader, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { geocodeMessages, limits, mapDefaults, salePointMessages, workTimeOf, type GeocodeResult, type Geo, type SalePoint } from '@sks/contract';
import { geocodeAddress, reverseGeocode, usePlace } from '../../../api/geocode';
import { HttpError } from '../../../api/http-error';
import { useAddSalePoints, useEditSalePoints } from '../../../api/sale-points';
import { notifyError, notifySuccess, DialogActions } from '../../../ui';
import { HoursGrid } from './hours-grid';
import {
  addressPending,
  addressToSave,
  canConfirm,
  geocodeQuery,
  hoursComplete,
  hoursMessage,
  initialPointForm,
  isHoursRefusal,
  offeredAddress,
  pointFormReducer,
} from './point-form-state';

export type PointCity = { uuidCity: string; nameCity: string };

// Leaflet loads with the first opened trade point form, not with the partners screens.
const PointMap = lazy(() => import('./point-map').then((module) => ({ default: module.PointMap })));

type PointFormPopupProps = {
  uuidPartner: string;
  city: PointCity;
  /** The point being edited; null adds one to the city. */
  point: SalePoint | null;
  onClose: () => void;
};

const noticeTitle = 'Торговые точки';

/** Add or edit a trade point: address, map and working hours (spec 02 sections 2, 4 and 8). Mount per opening. */
export function PointFormPopup({ uuidPartner, city, point, onClose }: PointFormPopupProps) {
  const [state, dispatch] = useReducer(pointFormReducer, point, initialPointForm);
  const [locating, setLocating] = useState(false);
  const add = useAddSalePoints(uuidPartner);
  const edit = useEditSalePoints(uuidPartner);
  const saving = add.isPending || edit.isPending || locating;
  // A new point starts at its city when the geocoder knows the city's name.
  const cityPlace = usePlace(point ? '' : city.nameCity);
  const centre: Geo = cityPlace.data ?? mapDefaults;

  const locate = async (text: string): Promise<GeocodeResult | null> => {
    try {
      const place = await geocodeAddress(geocodeQuery(city.nameCity, text));
      dispatch({ type: 'geocoded', address: text, place });
      return place;
    } catch {
      dispatch({ type: 'geocodeFailed', address: text });
      return null;
    }
  };
  const locateTyped = useDebouncedCallback((text: string) => {
    if (text.length >= 2) void locate(text);
  }, limits.searchDebounceMs);

  const pick = (geo: Geo) => {
    locateTyped.cancel();
    dispatch({ type: 'picked', geo });
    reverseGeocode(geo).then(
      (address) => dispatch({ type: 'reversed', geo, address }),
      // The point stays; the address can still be typed.
      () => undefined,
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'confirmTried' });
    if (!canConfirm(state) || !hoursComplete(state.timeWork)) return;
    let geo = state.geo;
    let address = addressToSave(state);
    if (addressPending(state)) {
      // Confirmed before the debounce ran: look the typed text up now.
      locateTyped.cancel();
      setLocating(true);
      const text = state.address.trim();
      const place = await locate(text);
      setLocating(false);
      if (place) {
        geo = { latitude: place.latitude, longitude: place.longitude };
        address = offeredAddress(text, place.address, state.applied) ?? text;
      }
    }
    if (!geo) return;
    // The field shows what is saved (and stays so if the save fails).
    dispatch({ type: 'applyFound' });
    const input = { address, geo, timeWork: state.timeWork, workTime: workTimeOf(state.timeWork) };
    try {
      if (point) {
        await edit.mutateAsync([{ ...input, uuidSalePoint: point.uuidSalePoint }]);
        notifySuccess(noticeTitle, salePointMessages.saved);
      } else {
        await add.mutateAsync({ uuidPartner, uuidCity: city.uuidCity, salePoints: [input] });
        notifySuccess(noticeTitle, salePointMessages.added);
      }
      onClose();
    } catch (error) {
      // The server's refusal of the hours is shown next to the grid; the popup stays open.
      if (!(error instanceof HttpError && error.status === 400 && isHoursRefusal(error.fields))) {
        notifyError(error, { 404: salePointMessages.notFound });
      }
    }
  };

  const noGeoYet = state.confirmTried && state.geo === null && !addressPending(state) && !state.addressMessage;
  const addressError =
    state.addressMessage === geocodeMessages.notFound
      ? `${geocodeMessages.notFound}. ${geocodeMessages.keepTyped}`
      : (state.addressMessage ?? (noGeoYet ? salePointMessages.pointRequired : undefined));

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
      opened
      onClose={onClose}
      title={`${point ? 'Редактирование торговой точки' : 'Новая торговая точка'} — ${city.nameCity}`}
      size="xl"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Адрес"
            withAsterisk
            placeholder={`${city.nameCity}, улица, дом`}
            value={state.address}
            description={state.found ? geocodeMessages.found(state.found) : undefined}
            error={addressError}
            onBlur={() => dispatch({ type: 'applyFound' })}
            onChange={(event) => {
              const text = event.currentTarget.value;
              dispatch({ type: 'typed', address: text });
              locateTyped(text.trim());
            }}
          />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Suspense
              fallback={
                <Center h={300} role="status" aria-label="Загрузка карты">
                  <Loader size="sm" />
                </Center>
              }
            >
              <PointMap point={state.geo} centre={centre} onPick={pick} />
            </Suspense>
            <HoursGrid
              timeWork={state.timeWork}
              message={hoursMessage(state)}
              onChoose={(index, end, value) => dispatch({ type: 'time', index, end, value })}
              onCopyMonday={() => dispatch({ type: 'copyMonday' })}
            />
          </SimpleGrid>
          <DialogActions onCancel={onClose} busy={saving} confirmDisabled={!canConfirm(state)} confirmLabel={point ? 'Сохранить' : 'Добавить'} />
        </Stack>
      </form>
    </Modal>
  );
}
