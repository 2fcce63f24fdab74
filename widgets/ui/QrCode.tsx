import { useMemo } from 'react';
import { encodeQr } from './qr.ts';

const QUIET_ZONE = 4;

/**
 * A QR code as one SVG path (dark modules on a white square with the standard 4-module quiet
 * zone), so it scales crisply and needs no canvas. `label` names it for screen readers; the
 * same text should also be shown as text next to it (an image is not the only way to read it).
 */
export function QrCode({ value, label, size = 184 }: { value: string; label: string; size?: number }) {
  const { path, extent } = useMemo(() => {
    const qr = encodeQr(value);
    let d = '';
    qr.modules.forEach((row, y) => row.forEach((dark, x) => {
      if (dark) d += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
    }));
    return { path: d, extent: qr.size + QUIET_ZONE * 2 };
  }, [value]);
  return (
    <svg className="ck-qr" role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${extent} ${extent}`} shapeRendering="crispEdges">
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
