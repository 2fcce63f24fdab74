import { defineWidget } from '../ui/define-widget.tsx';

/** Not built yet: replaced by the widget's real component. */
function Placeholder() {
  return null;
}

export const mount = defineWidget<object>(Placeholder, '');
