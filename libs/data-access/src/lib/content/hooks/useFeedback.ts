import { routes } from '@portal/api-contract';
import { useEndpointMutation } from '../../query/useEndpointMutation';

/** Sends feedback (max 140 characters, up to 3 png/jpg images of 5 MB as data URLs). */
export function useFeedback() {
  return useEndpointMutation(routes.feedback);
}
