import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { texts } from '@core/config/site-config';
import { cataloguedIn, cataloguedSentence } from '@core/shared/error-catalogue';
import { ErrorPage } from './error-page';

/** the words of a thrown not-found: the catalogued reason it carries ('Stream not found. ...'), else the generic */
function notFoundMessage(data: unknown): string {
  const reason = cataloguedIn(data);
  return reason ? cataloguedSentence(reason) : texts.notFound;
}

/** Status for anything a route threw: a Response's status, else 500. */
function statusOf(error: unknown): { status: number; message?: string } {
  if (isRouteErrorResponse(error)) {
    return error.status === 404 ? { status: 404, message: notFoundMessage(error.data) } : { status: error.status };
  }
  return { status: 500 };
}

/** If even the error page fails, show plain text and a way home (ERROR-2). */
export function PlainFallback() {
  return (
    <div role="alert" style={{ padding: '2rem' }}>
      <p>{texts.errorFallback}</p>
      {/* a real anchor: the router may be what broke */}
      <a href="/">Go to the home page</a>
    </div>
  );
}

class FallbackBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('error page failed', error, info.componentStack);
  }
  override render() {
    return this.state.failed ? <PlainFallback /> : this.props.children;
  }
}

/** react-router errorElement: the error page for the route's error, guarded by a plain fallback. */
export default function RouteErrorBoundary() {
  const { status, message } = statusOf(useRouteError());
  return (
    <FallbackBoundary>
      <ErrorPage status={status} message={message} />
    </FallbackBoundary>
  );
}
