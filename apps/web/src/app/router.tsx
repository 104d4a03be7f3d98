import { Navigate, createBrowserRouter, useParams, type RouteObject } from 'react-router';
import { isLocale } from '@ravan/contract';
import { FullScreenLoader } from '../components/ui/full-screen-loader';
import type { MessageId } from '../locales/fa';
import { bootStrings } from './boot-strings';
import { lazyRoute } from './lazy-route';
import type { RouteHandle } from './route-handle';
import { GuestOnly, RequireAuth } from './shell/guards';
import { AuthLayout } from './shell/auth-layout';
import {
  LangLayout,
  RootLanguageLayout,
  langLoader,
  rootLanguageLoader,
  siteLoader,
  workspaceLoader,
} from './shell/lang-layout';
import { PanelLayout } from './shell/panel-layout';
import { RouteError } from './shell/route-error';

const notAvailable = lazyRoute(() => import('../routes/not-available'));

/** A screen a later issue builds: registered now, showing "not available yet". */
const pending = (path: string, title: MessageId): RouteObject => ({
  path,
  handle: { title } satisfies RouteHandle,
  lazy: notAvailable,
});

const screen = (path: string, title: MessageId, load: () => Promise<object>): RouteObject => ({
  path,
  handle: { title } satisfies RouteHandle,
  lazy: lazyRoute(load),
});

/** SPEC.md §2 flag: the screen opens only with a complete profile (shell/require-profile). */
const needsProfile = (route: RouteObject): RouteObject => ({
  ...route,
  handle: { ...(route.handle as RouteHandle), requiresProfile: true } satisfies RouteHandle,
});

const toLogin = <Navigate to="/fa/login" replace />;

/** The public site (SPEC.md §4 "marketing site"): home, directory, terms, privacy; no login. */
const siteRoutes: RouteObject = {
  loader: siteLoader,
  lazy: lazyRoute(() => import('../routes/site/site-layout')),
  children: [
    {
      index: true,
      handle: { title: 'screen.home' } satisfies RouteHandle,
      lazy: lazyRoute(() => import('../routes/site/home')),
    },
    screen('therapists', 'screen.therapists', () => import('../routes/site/therapists')),
    screen('terms', 'screen.terms', () => import('../routes/site/terms')),
    screen('privacy', 'screen.privacy', () => import('../routes/site/privacy')),
  ],
};

/** SPEC.md §2, language-prefixed routes. */
const languageRoutes: RouteObject[] = [
  siteRoutes,
  {
    element: <AuthLayout />,
    children: [
      {
        element: <GuestOnly />,
        children: [
          screen('login', 'screen.login', () => import('../routes/login')),
          screen('register', 'screen.register', () => import('../routes/register')),
          screen(
            'forgot-password',
            'screen.forgotPassword',
            () => import('../routes/forgot-password'),
          ),
        ],
      },
      screen('initialize', 'screen.initialize', () => import('../routes/initialize')),
      pending('onboarding', 'screen.onboarding'),
      pending('onboarding_new', 'screen.onboarding'),
      pending('match', 'screen.match'),
      pending('preorder/sign/:orderId', 'screen.preorder'),
      pending('test/:testID', 'screen.test'),
      pending('test/:testID/interpretation/:userTestId', 'screen.testInterpretation'),
      pending('presession', 'screen.presession'),
      pending('legendary-therapists', 'screen.legendaryTherapists'),
      pending('campaign/turkish', 'screen.campaignTurkish'),
      screen(
        'login-with-token',
        'screen.loginWithToken',
        () => import('../routes/login-with-token'),
      ),
      pending('user-journey', 'screen.userJourney'),
      pending('user-check-journey', 'screen.userCheckJourney'),
      {
        element: <RequireAuth />,
        children: [
          pending('onboarding-new', 'screen.onboarding'),
          pending('static-presession', 'screen.staticPresession'),
          pending('presession-journey', 'screen.presessionJourney'),
          pending('matchmaking-presession', 'screen.matchmakingPresession'),
        ],
      },
    ],
  },
  {
    path: 'panel',
    loader: workspaceLoader,
    element: <RequireAuth />,
    children: [
      // SPEC.md: the panel path redirects to the dashboard.
      { index: true, element: <Navigate to="dashboard" replace /> },
      {
        element: <PanelLayout />,
        children: [
          {
            lazy: lazyRoute(() => import('./shell/require-profile')),
            children: [
              screen('dashboard', 'screen.dashboard', () => import('../routes/panel/dashboard')),
              needsProfile(
                screen('basket', 'screen.basket', () => import('../routes/panel/basket')),
              ),
              needsProfile(
                screen('sessions', 'screen.sessions', () => import('../routes/panel/sessions')),
              ),
              needsProfile(
                screen(
                  'sessions/request',
                  'screen.sessions',
                  () => import('../routes/panel/sessions'),
                ),
              ),
              needsProfile(
                screen('factors', 'screen.factors', () => import('../routes/panel/factors')),
              ),
              needsProfile(
                screen('factor/:factorID', 'screen.factor', () => import('../routes/panel/factor')),
              ),
              screen(
                'user-onboarding',
                'screen.userOnboarding',
                () => import('../routes/panel/user-onboarding'),
              ),
              needsProfile(
                screen('packages', 'screen.packages', () => import('../routes/panel/packages')),
              ),
              pending('roots-in-soil', 'screen.rootsInSoil'),
              needsProfile(pending('tests', 'screen.tests')),
              pending('test/:testID', 'screen.testHistory'),
              screen('setting', 'screen.setting', () => import('../routes/panel/setting')),
              needsProfile(pending('tasks', 'screen.tasks')),
              pending('mental-ai-tool', 'screen.mentalAiTool'),
              needsProfile(
                screen('invitees', 'screen.invitees', () => import('../routes/panel/invitees')),
              ),
              pending('event/:id', 'screen.event'),
              needsProfile(pending('myoutcome', 'screen.myoutcome')),
              // Support and admin only; the screen sends anyone else to the dashboard.
              screen(
                'staff/payments',
                'screen.staffPayments',
                () => import('../routes/panel/staff-payments'),
              ),
              screen(
                'staff/sessions',
                'screen.staffSessions',
                () => import('../routes/panel/staff-sessions'),
              ),
              screen(
                'staff/refunds',
                'screen.staffRefunds',
                () => import('../routes/panel/staff-refunds'),
              ),
              // Admin only; the screens send anyone else to the dashboard.
              screen(
                'staff/packages',
                'screen.staffPackages',
                () => import('../routes/panel/staff-packages'),
              ),
              screen(
                'staff/coupons',
                'screen.staffCoupons',
                () => import('../routes/panel/staff-coupons'),
              ),
              screen(
                'staff/rates',
                'screen.staffRates',
                () => import('../routes/panel/staff-rates'),
              ),
              // Therapists only; the screen sends anyone else to the dashboard.
              screen(
                'therapist',
                'screen.therapistConsole',
                () => import('../routes/panel/therapist'),
              ),
              { path: '*', element: <ToDashboard /> },
            ],
          },
        ],
      },
    ],
  },
  { path: '*', element: toLogin },
];

/** SPEC.md §2, root-level routes without a language prefix. */
const rootRoutes: RouteObject[] = [
  screen('calendar', 'screen.calendar', () => import('../routes/calendar')),
  pending('assignconsult', 'screen.assignconsult'),
  screen('social-login', 'screen.socialLogin', () => import('../routes/social-login')),
  screen('password/reset/:token', 'screen.resetPassword', () => import('../routes/reset-password')),
  screen('verify-email/:token', 'screen.verifyEmail', () => import('../routes/verify-email')),
  {
    element: <RequireAuth />,
    children: [
      screen('process-payment', 'screen.processPayment', () => import('../routes/process-payment')),
    ],
  },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteError />,
    HydrateFallback: BootFallback,
    children: [
      { index: true, element: <Navigate to="/fa" replace /> },
      {
        element: <RootLanguageLayout />,
        loader: rootLanguageLoader,
        children: [{ element: <AuthLayout />, children: rootRoutes }],
      },
      { path: ':lang', loader: langLoader, element: <LangLayout />, children: languageRoutes },
      { path: '*', element: toLogin },
    ],
  },
];

/** Unknown panel paths: back to the dashboard (absolute, so it cannot nest under the unknown path). */
function ToDashboard() {
  const { lang } = useParams();
  return <Navigate to={`/${isLocale(lang) ? lang : 'fa'}/panel/dashboard`} replace />;
}

function BootFallback() {
  return <FullScreenLoader label={bootStrings().loading} />;
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
