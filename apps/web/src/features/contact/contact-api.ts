import type { ContactMessageInput } from '@better-deals/domain';
import { api } from '../../lib/api';

/** The Contact page's message, sent to the store. */
const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /contact: answers 201 once the message is stored (and its email to the store queued). */
    sendContactMessage: build.mutation<string, ContactMessageInput>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
      transformResponse: (response: { message: string }) => response.message,
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
