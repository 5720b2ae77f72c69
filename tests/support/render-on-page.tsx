import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { PUBLIC_LAYOUT_ID } from "~/routes/site/layout";

/**
 * Renders a component as part of a public page at `url`, under the public layout's route, whose
 * loader data holds the visitor's CSRF token (app/routes/site/layout.tsx), for components that
 * read the page's address or the layout's data.
 */
export function renderOnPage(element: ReactElement, { url = "/", csrfToken = "" } = {}) {
  const frameData = { qrSvg: null, csrfToken };
  const router = createMemoryRouter([{ id: PUBLIC_LAYOUT_ID, path: "*", element, loader: () => frameData }], {
    initialEntries: [url],
    hydrationData: { loaderData: { [PUBLIC_LAYOUT_ID]: frameData } },
  });
  return render(<RouterProvider router={router} />);
}
