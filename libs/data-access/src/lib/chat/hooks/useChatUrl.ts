import { routes } from '@portal/api-contract';
import { useEndpointMutation } from '../../query/useEndpointMutation';

/** Asks for the chat-room URL (a one-use ticket, so a mutation: each opening gets a fresh one). */
export function useChatUrl() {
  return useEndpointMutation(routes.chatUrl);
}
