import type { ContactMessage } from '@better-deals/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type SignedIn } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { aMessage, contactHelpers, type Body } from './contact-test-helpers';

let t: TestApp;
let staff: SignedIn;
const { send, mailsTo, list } = contactHelpers(() => t);

beforeAll(async () => {
  t = await createTestApp();
  staff = await signInAs(t, 'admin');
});

afterAll(async () => {
  await t.close();
});

async function sent(overrides: Record<string, unknown> = {}) {
  const message = aMessage(overrides);
  const res = await send(message);
  expect(res.statusCode, res.body).toBe(201);
  return { ...message, id: res.json<Body<{ _id: string }>>().data._id };
}

function call(method: 'PATCH' | 'POST', url: string, headers: Record<string, string>, payload: object) {
  return t.app.inject({ method, url, headers, payload });
}

describe('a shopper sends a message from the Contact page and staff read it in Messages', () => {
  it('staff see messages newest first, paged, with every field the shopper gave', async () => {
    const first = await sent();
    const second = await sent({ phone: '+234 905 000 1111' });
    const { res, body } = await list(staff.headers, '?limit=1');
    expect(res.statusCode, res.body).toBe(200);
    expect(body.data.map((m) => m._id)).toEqual([second.id]);
    expect(body.page).toBe(1);
    expect(body.pages).toBe(body.count);
    expect(body.data[0]).toMatchObject({ email: second.email, phone: '+2349050001111', status: 'new' });
    const { body: next } = await list(staff.headers, '?limit=1&page=2');
    expect(next.data.map((m) => m._id)).toEqual([first.id]);
  });

  it('a super admin reads them too', async () => {
    const boss = await signInAs(t, 'superadmin');
    expect((await list(boss.headers)).res.statusCode).toBe(200);
  });

  it('anonymous callers are asked to sign in (401) and customers are refused (403)', async () => {
    const message = await sent();
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/messages' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json<Body>().success).toBe(false);
    const customer = await signInAs(t, 'customer');
    expect((await list(customer.headers)).res.statusCode).toBe(403);
    const patch = await call('PATCH', `/api/admin/messages/${message.id}`, customer.headers, {
      status: 'closed',
    });
    expect(patch.statusCode).toBe(403);
    const reply = await call('POST', `/api/admin/messages/${message.id}/reply`, customer.headers, {
      body: 'Hi',
    });
    expect(reply.statusCode).toBe(403);
    expect(await mailsTo(message.email)).toEqual([]);
  });
});

describe('staff file and answer messages', () => {
  it('closing a message changes its status, and the list filters by status', async () => {
    const message = await sent();
    const res = await call('PATCH', `/api/admin/messages/${message.id}`, staff.headers, { status: 'closed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Body<ContactMessage>>()).toMatchObject({
      success: true,
      message: 'Message status updated.',
      data: { _id: message.id, status: 'closed' },
    });
    const { body: closed } = await list(staff.headers, '?status=closed');
    expect(closed.data.map((m) => m._id)).toContain(message.id);
    expect(closed.data.every((m) => m.status === 'closed')).toBe(true);
    const { body: fresh } = await list(staff.headers, '?status=new');
    expect(fresh.data.map((m) => m._id)).not.toContain(message.id);
  });

  it('a status that does not exist is refused naming the field', async () => {
    const message = await sent();
    const res = await call('PATCH', `/api/admin/messages/${message.id}`, staff.headers, { status: 'done' });
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().message).toContain('status must be one of new, replied, closed.');
  });

  it('a reply is emailed to the sender through the outbox and the message is marked replied', async () => {
    const message = await sent({ name: 'Chidi Eze' });
    const res = await call('POST', `/api/admin/messages/${message.id}/reply`, staff.headers, {
      body: 'Your parcel left our Lagos hub this morning.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Body<ContactMessage>>();
    expect(body.message).toBe('Reply sent.');
    expect(body.data.status).toBe('replied');
    expect(body.data.repliedAt).not.toBeNull();

    const [mail, ...more] = await mailsTo(message.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'contact_reply', status: 'pending' });
    expect(mail?.subject).toBe(`Re: ${message.subject} | Better Deals`);
    expect(mail?.body).toBe(
      'Hello Chidi Eze,\n\nYour parcel left our Lagos hub this morning.\n\nBetter Deals customer support',
    );
    const { body: replied } = await list(staff.headers, '?status=replied');
    expect(replied.data.map((m) => m._id)).toContain(message.id);
  });

  it('a reply never repeats a subject that holds a link', async () => {
    const message = await sent({ subject: 'Win big at evil.test now' });
    await call('POST', `/api/admin/messages/${message.id}/reply`, staff.headers, { body: 'No, thank you.' });
    const [mail] = await mailsTo(message.email);
    expect(mail?.subject).toBe('Your message to Better Deals | Better Deals');
  });

  it('an empty reply is refused naming the field, and nothing is sent', async () => {
    const message = await sent();
    const res = await call('POST', `/api/admin/messages/${message.id}/reply`, staff.headers, { body: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().message).toContain('body is required.');
    expect(await mailsTo(message.email)).toEqual([]);
  });

  it('a message that does not exist answers 404', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const res = await call('POST', `/api/admin/messages/${id}/reply`, staff.headers, { body: 'Hello' });
    expect(res.statusCode).toBe(404);
    expect(res.json<Body>()).toMatchObject({ success: false, message: 'Message not found.' });
  });
});
