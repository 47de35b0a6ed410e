import { FormattedMessage } from 'react-intl';
import type { ModuleId } from '../../shared/module-id';
import { ContentSection } from '../../shared/content-section';
import { lessonMessages as m } from './lesson.messages';
import { useLesson } from './lesson.query';

/** A module's reading content: what it covers, then each section with its bullets, image and sources. */
export function Lesson({ moduleId }: { moduleId: ModuleId }) {
  const { data: lesson, isError } = useLesson(moduleId);
  if (!lesson) {
    return (
      <p role="status">
        <FormattedMessage {...(isError ? m.loadFailed : m.loading)} />
      </p>
    );
  }
  return (
    <article className="learning-lesson">
      <h2>
        <FormattedMessage {...m.topics} />
      </h2>
      <ul className="learning-lesson__topics">
        {lesson.topics.map((topic) => (
          <li key={topic}>{topic}</li>
        ))}
      </ul>
      {lesson.content.sections.map((section) => (
        <ContentSection key={section.id} section={section} />
      ))}
    </article>
  );
}
