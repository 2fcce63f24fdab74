/** Fills `{name}` placeholders of a message (`'{n} of {total}'`). Unknown names stay visible. */
export function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
