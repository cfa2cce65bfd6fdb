import type { ContactMessage, ContactMessageStatus } from '@better-deals/domain';
import { api } from '../../lib/api';
import { ADMIN_PAGE_SIZE } from './admin-api';

interface MessageListQuery {
  /** Only messages with this status; undefined for all. */
  status: ContactMessageStatus | undefined;
  page: number;
}

/** GET /admin/messages: a page of contact messages and where it sits. */
interface MessagePage {
  success: true;
  data: ContactMessage[];
  count: number;
  page: number;
  pages: number;
}

type MessageAnswer = { data: ContactMessage; message: string };

/** Staff's contact messages, injected into the shared query layer from the admin chunk only. */
const messagesApi = api.enhanceEndpoints({ addTagTypes: ['ContactMessage'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/messages: newest first, optionally one status. */
    getMessages: build.query<MessagePage, MessageListQuery>({
      query: ({ status, page }) => ({
        url: '/admin/messages',
        params: { status, page, limit: ADMIN_PAGE_SIZE },
      }),
      providesTags: [{ type: 'ContactMessage', id: 'LIST' }],
    }),
    /** PATCH /admin/messages/:id: new, replied or closed. */
    setMessageStatus: build.mutation<MessageAnswer, { id: string; status: ContactMessageStatus }>({
      query: ({ id, status }) => ({
        url: `/admin/messages/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { status },
      }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'ContactMessage', id: 'LIST' }]),
    }),
    /** POST /admin/messages/:id/reply: emails the sender and marks the message replied. */
    replyToMessage: build.mutation<MessageAnswer, { id: string; body: string }>({
      query: ({ id, body }) => ({
        url: `/admin/messages/${encodeURIComponent(id)}/reply`,
        method: 'POST',
        body: { body },
      }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'ContactMessage', id: 'LIST' }]),
    }),
  }),
});

export const { useGetMessagesQuery, useSetMessageStatusMutation, useReplyToMessageMutation } = messagesApi;
