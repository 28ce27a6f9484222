import type { Coordinates } from './api/rooms-api';

/** A point in the map's drawing, in the SVG's user units: x to the east, y to the south. */
export interface MapPoint {
  x: number;
  y: number;
}

export interface MapFrame {
  width: number;
  height: number;
  /** Kept clear on every side, so dots and their labels never touch the edge. */
  padding: number;
}

const DEGREES_TO_RADIANS = Math.PI / 180;

/**
 * An equirectangular projection fitted to the points (docs/choosing-a-room.md#map): longitudes are shrunk by
 * the cosine of the points' mean latitude, so a kilometre east and a kilometre north look alike near them,
 * then the points are scaled uniformly to fill the frame inside its padding and centred. A single point, or
 * points that coincide, sit in the middle; nothing divides by zero.
 */
export function fitProjection(
  points: readonly Coordinates[],
  frame: MapFrame,
): (point: Coordinates) => MapPoint {
  const centre = { x: frame.width / 2, y: frame.height / 2 };
  if (points.length === 0) return () => centre;
  const meanLatitude = points.reduce((sum, point) => sum + point.latitude, 0) / points.length;
  const xScale = Math.cos(meanLatitude * DEGREES_TO_RADIANS);
  const planar = (point: Coordinates) => ({ x: point.longitude * xScale, y: -point.latitude });
  const projected = points.map(planar);
  const xs = projected.map((point) => point.x);
  const ys = projected.map((point) => point.y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const spanX = Math.max(...xs) - minX;
  const spanY = Math.max(...ys) - minY;
  const innerWidth = Math.max(frame.width - 2 * frame.padding, 0);
  const innerHeight = Math.max(frame.height - 2 * frame.padding, 0);
  const scales = [spanX > 0 ? innerWidth / spanX : Infinity, spanY > 0 ? innerHeight / spanY : Infinity];
  const scale = Math.min(...scales);
  if (!Number.isFinite(scale)) return () => centre;
  // Centred: the spare room on the axis that does not fill the frame is shared by both sides.
  const offsetX = centre.x - (spanX * scale) / 2;
  const offsetY = centre.y - (spanY * scale) / 2;
  return (point) => {
    const { x, y } = planar(point);
    return { x: offsetX + (x - minX) * scale, y: offsetY + (y - minY) * scale };
  };
}

/** At most this many passes over every pair; a handful of dots settles in a few. */
const SPREAD_ROUNDS = 200;

/**
 * The drawn points, moved apart where they would cover each other: two rooms in the same street, or a room at
 * the campus's postcode, would be one dot. Every pair closer than `gap` is pushed apart along the line between
 * them, each by half of what is missing, pass after pass until no pair is too close, so each dot moves no
 * more than its neighbours make it. Points that coincide start on a small circle around their spot, in their
 * order, the first at the top. Points far from the others do not move. Deterministic: the same points give the
 * same drawing. The map is schematic: a few pixels off is no error.
 */
export function spreadOverlapping(points: readonly MapPoint[], gap: number): MapPoint[] {
  const spread = points.map((point) => ({ ...point }));
  // Coinciding points have no direction to part in: each group starts on the circle whose neighbours are one
  // gap apart (a chord of 2π/n), around its spot.
  const groups = new Map<string, number[]>();
  spread.forEach(({ x, y }, index) => groups.set(`${x},${y}`, [...(groups.get(`${x},${y}`) ?? []), index]));
  for (const indices of groups.values()) {
    const radius = gap / (2 * Math.sin(Math.PI / indices.length));
    indices.forEach((index, position) => {
      const point = spread[index];
      if (indices.length < 2 || !point) return;
      const angle = -Math.PI / 2 + (2 * Math.PI * position) / indices.length;
      point.x += radius * Math.cos(angle);
      point.y += radius * Math.sin(angle);
    });
  }
  for (let round = 0; round < SPREAD_ROUNDS; round += 1) {
    let moved = false;
    spread.forEach((a, i) =>
      spread.slice(i + 1).forEach((b) => {
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        const distance = Math.hypot(dx, dy);
        // A little under the gap counts as enough, so rounding cannot keep the passes going.
        if (!(distance < gap - 0.01) || distance === 0) return;
        const push = (gap - distance) / 2 / distance;
        a.x -= dx * push;
        a.y -= dy * push;
        b.x += dx * push;
        b.y += dy * push;
        moved = true;
      }),
    );
    if (!moved) break;
  }
  return spread;
}

const OSM_ZOOM = 16;

/** The room on openstreetmap.org, with a marker: a plain link, opened by the user, never fetched by the app. */
export function openStreetMapUrl({ latitude, longitude }: Coordinates): string {
  const lat = latitude.toFixed(5);
  const lng = longitude.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${OSM_ZOOM}/${lat}/${lng}`;
}
