import { useSearchParams } from 'react-router';
import { ProcessPaymentScreen } from '../features/commerce';
import '../styles/commerce.css';

/** SPEC.md §2 root-level process-payment?paymentID= (login required). */
export function Component() {
  const [search] = useSearchParams();
  const paymentID = Number(search.get('paymentID'));
  return <ProcessPaymentScreen key={paymentID} paymentID={paymentID} />;
}
