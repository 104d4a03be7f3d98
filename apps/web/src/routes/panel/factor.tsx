import { useParams } from 'react-router';
import { FactorScreen } from '../../features/commerce';
import '../../styles/commerce.css';

/** SPEC.md §2 factor/{factorID}. */
export function Component() {
  const { factorID } = useParams();
  return <FactorScreen key={factorID} factorID={Number(factorID)} />;
}
