// Built by issue 25's WidgetPanel work (replaced before the issue closes).
export function WidgetPanel() {
  return null;
}
