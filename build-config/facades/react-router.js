// The part of react-router the shell provides as the shared singleton 'react-router' (the declarative
// router API the product uses); the data-router and server APIs stay out of every download.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useSearchParams,
} from '@facade-source/react-router';
