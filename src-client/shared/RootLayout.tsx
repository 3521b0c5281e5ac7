import { Outlet, ScrollRestoration } from 'react-router';

/** Both areas: new pages start at the top, and #links scroll to their section. */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
