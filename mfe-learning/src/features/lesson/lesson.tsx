import { useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { DocumentPending, DraftBanner } from '@reentry/platform';
import type { ModuleId } from '../../shared/module-id';
import { ContentSection } from '../../shared/content-section';
import { lessonMessages as m } from './lesson.messages';
import { useLesson } from './lesson.query';
import { useRecordLastRead } from './record-last-read';
import { useScrollToSection } from './use-scroll-to-section';

/**
 * A module's reading content: what it covers, then each section with its bullets, image and sources. Each
 * section has its id as anchor; for a signed-in learner, the section read last is kept on the server.
 */
export function Lesson({ moduleId, signedIn }: { moduleId: ModuleId; signedIn: boolean }) {
  const { data: lesson, isDraft, ...state } = useLesson(moduleId);
  const article = useRef<HTMLElement>(null);
  useRecordLastRead(article, moduleId, signedIn && lesson !== undefined);
  useScrollToSection(lesson !== undefined);
  if (!lesson) return <DocumentPending state={state} loading={m.loading} failed={m.loadFailed} />;
  return (
    <article className="learning-lesson" ref={article}>
      <DraftBanner shown={isDraft} />
      <h2>
        <FormattedMessage {...m.topics} />
      </h2>
      <ul className="learning-lesson__topics">
        {lesson.topics.map((topic) => (
          <li key={topic}>{topic}</li>
        ))}
      </ul>
      {lesson.content.sections.map((section) => (
        <ContentSection key={section.id} section={section} id={section.id} />
      ))}
    </article>
  );
}
