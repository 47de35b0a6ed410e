// The react-router the browser shares: only the names the site's browser code imports, so the
// bundler drops the rest (data routers' fetchers, defer, memory routers...). Node builds share
// the whole package. tools/scripts/browser-subset-imports.test.mjs fails when code imports a name
// missing here.
export {
  createBrowserRouter,
  data,
  Form,
  Link,
  matchPath,
  NavLink,
  Outlet,
  redirect,
  redirectDocument,
  RouterProvider,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
  useSubmit,
} from 'react-router-full';
