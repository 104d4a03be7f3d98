import type { SessionMailTemplates } from './session-mail';

const list = (lines: string[]) => lines.map((line) => `- ${line}`).join('\n');

export const sessionMailEn: SessionMailTemplates = {
  booked: ({ when, withName, link, evaluation }) => ({
    subject: evaluation ? 'Your evaluation session is booked' : 'Your sessions are booked',
    body: `${evaluation ? 'Evaluation session' : when.length > 1 ? 'Sessions' : 'Session'} with ${withName}:\n${list(when)}\n\nMeeting link (opens 10 minutes before the start):\n${link}`,
  }),
  proposed: ({ when, therapist, note }) => ({
    subject: 'A new time was proposed for your sessions',
    body: `${therapist} proposed ${when}.${note ? `\n\n${note}` : ''}\n\nOpen your session requests to accept it.`,
  }),
  declined: ({ therapist, note }) => ({
    subject: 'Your session request was declined',
    body: `${therapist} could not take your session request.${note ? `\n\n${note}` : ''}\n\nYour sessions stay in your account; you can send a new request at any time.`,
  }),
  cancelled: ({ when, withName, charged }) => ({
    subject: 'A session was cancelled',
    body: `The session with ${withName} on ${when} is cancelled.${charged ? '\nIt was cancelled less than 24 hours ahead, so the full fee is charged.' : ''}`,
  }),
  moved: ({ from, to, withName, link }) => ({
    subject: 'A session was moved',
    body: `The session with ${withName} on ${from} now takes place on ${to}.\n\nMeeting link:\n${link}`,
  }),
};
