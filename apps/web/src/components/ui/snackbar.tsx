import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { SNACKBAR_MS } from '@ravan/contract';

export type SnackbarTone = 'success' | 'error' | 'info';

interface SnackbarMessage {
  id: number;
  text: string;
  tone: SnackbarTone;
  duration: number;
}

interface SnackbarApi {
  /** Shows a notice: green (success), red (error) or black (info); 5 s unless told otherwise. */
  show(text: string, tone?: SnackbarTone, duration?: number): void;
}

const SnackbarContext = createContext<SnackbarApi | null>(null);
let nextId = 1;

export function SnackbarProvider({
  children,
  closeLabel,
}: {
  children: ReactNode;
  closeLabel: string;
}) {
  const [message, setMessage] = useState<SnackbarMessage | null>(null);

  const show = useCallback(
    (text: string, tone: SnackbarTone = 'info', duration: number = SNACKBAR_MS.default) => {
      setMessage({ id: nextId++, text, tone, duration });
    },
    [],
  );

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), message.duration);
    return () => window.clearTimeout(timer);
  }, [message]);

  const api = useMemo(() => ({ show }), [show]);
  return (
    <SnackbarContext.Provider value={api}>
      {children}
      <div className="snackbar-region" aria-live="polite" role="status">
        {message ? (
          <div
            key={message.id}
            className={`snackbar snackbar-${message.tone}`}
            data-testid="snackbar"
          >
            <span>{message.text}</span>
            <button
              type="button"
              className="snackbar-close"
              aria-label={closeLabel}
              onClick={() => setMessage(null)}
            >
              ×
            </button>
          </div>
        ) : null}
      </div>
    </SnackbarContext.Provider>
  );
}

export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar outside SnackbarProvider');
  return api;
}
