// The case page's two Rückfrage intents (app/routes/staff/case-page.tsx): `ask-question` with
// `question` and `wantsFiles` (a checkbox: "on" when ticked), and `end-question`. Answers { ok, intent }
// or the German refusal with its field, as the page's other intents do.
import { data } from 'react-router';
import { formText } from '../http/form-body.server.ts';
import { askQuestion, type ConversationActor, type ConversationContext, endQuestion } from './questions.server.ts';

export const CONVERSATION_INTENTS = ['ask-question', 'end-question'] as const;

export function isConversationIntent(intent: string): intent is (typeof CONVERSATION_INTENTS)[number] {
  return (CONVERSATION_INTENTS as readonly string[]).includes(intent);
}

export async function conversationAction(
  db: Parameters<typeof askQuestion>[0],
  context: ConversationContext,
  actor: ConversationActor,
  caseId: string,
  intent: (typeof CONVERSATION_INTENTS)[number],
  form: FormData,
) {
  const result =
    intent === 'ask-question'
      ? await askQuestion(db, context, actor, caseId, {
          question: formText(form, 'question'),
          wantsFiles: formText(form, 'wantsFiles') === 'on',
        })
      : await endQuestion(db, actor, caseId);
  if (result.ok) return { ok: true as const, intent };
  return data({ ok: false as const, intent, message: result.message, field: result.field }, { status: result.status });
}
