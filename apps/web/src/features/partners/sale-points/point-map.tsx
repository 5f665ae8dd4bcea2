import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Alert, Box, Stack, TextInput } from '@mantine/core';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './point-map.css';
import { geocodeMessages, mapDefaults, type Geo } from '@sks/contract';
import { useMapConfig } from '../../../api/geocode';
import { parseCoordinates } from './point-form-state';

type PointMapProps = {
  /** The trade point, or null while none is set. */
  point: Geo | null;
  /** Where to look when there is no point yet (the chosen city, or the spec's default centre). */
  centre: Geo;
  onPick: (geo: Geo) => void;
};

/** Six decimals (~10 cm) are plenty for an address and keep the numbers readable. */
const rounded = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * A Leaflet map: the point is a circle marker (no marker image files needed), a click moves it.
 * Tiles come from the server's map configuration. When they cannot be loaded (no tile server
 * reachable) the map would be a grey square: it says so, and a coordinates field appears, so
 * the point can still be set by the address or by hand; clicks and the marker still work.
 */
export function PointMap({ point, centre, onPick }: PointMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.CircleMarker | null>(null);
  const pick = useRef(onPick);
  const config = useMapConfig();
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const view = point ?? centre;
    const created = L.map(element, { attributionControl: true }).setView([view.latitude, view.longitude], mapDefaults.zoom);
    created.on('click', (event: L.LeafletMouseEvent) => {
      pick.current({ latitude: rounded(event.latlng.lat), longitude: rounded(event.latlng.lng) });
    });
    // The popup animates in: the map measures itself again once its box has its final size.
    const resize = new ResizeObserver(() => created.invalidateSize());
    resize.observe(element);
    map.current = created;
    return () => {
      resize.disconnect();
      created.remove();
      map.current = null;
      marker.current = null;
    };
    // The map is built once per popup; later changes of the point and centre are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const current = map.current;
    if (!current || !config.data?.tileUrl) return;
    const tiles = L.tileLayer(config.data.tileUrl, { attribution: config.data.attribution, maxZoom: 19 });
    // One failed tile among loaded ones is a hiccup; failures with none loaded is a missing map.
    let loaded = false;
    tiles.on('tileload', () => {
      loaded = true;
      setTilesFailed(false);
    });
    tiles.on('tileerror', () => {
      if (!loaded) setTilesFailed(true);
    });
    tiles.addTo(current);
    return () => {
      tiles.off();
      tiles.remove();
    };
  }, [config.data?.tileUrl, config.data?.attribution]);

  const pointLat = point?.latitude ?? null;
  const pointLng = point?.longitude ?? null;
  useEffect(() => {
    const current = map.current;
    if (!current) return;
    if (pointLat === null || pointLng === null) {
      marker.current?.remove();
      marker.current = null;
      current.setView([centre.latitude, centre.longitude], current.getZoom());
      return;
    }
    const at: L.LatLngTuple = [pointLat, pointLng];
    if (marker.current) marker.current.setLatLng(at);
    else marker.current = L.circleMarker(at, { radius: 9, color: '#1c7ed6', weight: 3, fillColor: '#339af0', fillOpacity: 0.8 }).addTo(current);
    // A point found for a typed address may lie outside the view.
    if (!current.getBounds().contains(at)) current.panTo(at);
  }, [pointLat, pointLng, centre.latitude, centre.longitude]);

  const unavailable = tilesFailed || config.isError;
  return (
    <Stack gap="xs">
      <Box
        ref={container}
        h={300}
        role="application"
        aria-label="Карта: нажмите, чтобы указать точку"
        data-point={point ? `${point.latitude},${point.longitude}` : ''}
        style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px solid var(--mantine-color-gray-3)', zIndex: 0 }}
      />
      {unavailable && (
        <>
          <Alert color="yellow" variant="light" role="status">
            {geocodeMessages.tilesUnavailable}
          </Alert>
          <CoordinatesField point={point} onPick={onPick} />
        </>
      )}
    </Stack>
  );
}

const showCoordinates = (point: Geo | null) => (point ? `${point.latitude}, ${point.longitude}` : '');

/** The point typed by hand: applied on Enter or on leaving the field (Enter must not send the popup's form). */
function CoordinatesField({ point, onPick }: { point: Geo | null; onPick: (geo: Geo) => void }) {
  const [text, setText] = useState(() => showCoordinates(point));
  const [error, setError] = useState<string | null>(null);
  const shown = showCoordinates(point);
  const [lastShown, setLastShown] = useState(shown);
  // The point moved by the address or a click: show it (state adjusted while rendering, not in an effect).
  if (shown !== lastShown) {
    setLastShown(shown);
    setText(shown);
    setError(null);
  }

  const apply = () => {
    if (text.trim() === '' || text === shown) return;
    const geo = parseCoordinates(text);
    setError(geo ? null : geocodeMessages.coordinatesFormat);
    if (geo) onPick({ latitude: rounded(geo.latitude), longitude: rounded(geo.longitude) });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };

  return (
    <TextInput
      label={geocodeMessages.coordinatesLabel}
      placeholder="55.7520, 37.6175"
      size="xs"
      value={text}
      error={error}
      onChange={(event) => {
        setText(event.currentTarget.value);
        setError(null);
      }}
      onBlur={apply}
      onKeyDown={onKeyDown}
    />
  );
}
