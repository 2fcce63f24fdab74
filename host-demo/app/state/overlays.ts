import { signal } from '@preact/signals-core';
import { useSignalValue } from '../../../widgets/ui/use-signal.ts';

/** Non-route popups decided by start-up behaviour (StartupEffects sets them). */
export interface OverlayFlags {
  auNotice: boolean;
  iosExit: boolean;
  survey: boolean;
}

export const overlays = signal<OverlayFlags>({ auNotice: false, iosExit: false, survey: false });

export function setOverlay(name: keyof OverlayFlags, value: boolean): void {
  if (overlays.peek()[name] !== value) overlays.value = { ...overlays.peek(), [name]: value };
}

export function useOverlays(): OverlayFlags {
  return useSignalValue(overlays);
}
