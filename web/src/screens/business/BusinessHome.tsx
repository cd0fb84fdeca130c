import { Navigate } from 'react-router';
import { stepPath, useBusiness } from './useBusiness';

/** /business: the step the application of this browser is on, or registering a new one. */
export function BusinessHome() {
  return <Navigate to={stepPath(useBusiness().application)} replace />;
}
