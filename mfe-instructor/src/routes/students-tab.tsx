import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ClassTools } from '../features/class-tools/class-tools';
import { StudentDetail, StudentDetailPrompt } from '../features/students/student-detail';
import { NoStudents, StudentList } from '../features/students/student-list';
import { useStudents } from '../features/students/students.query';
import { portalHref, type PortalSearch } from './portal-search';

/** My Students: the list on the left, the open student on the right (alone on phones), then the class tools. */
export function StudentsTab({ search }: { search: PortalSearch }) {
  const navigate = useNavigate();
  const { data: students } = useStudents();
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
  }, []);
  if (!students) return null;
  if (students.length === 0) return <NoStudents />;
  const { student, sort } = search;
  return (
    <>
      <div className={`students-layout${student === undefined ? '' : ' students-layout--open'}`}>
        <StudentList
          students={students}
          selectedId={student}
          order={sort}
          onOrderChange={(next) => void navigate(portalHref({ student, sort: next }), { replace: true, preventScrollReset: true })}
          linkTo={(id) => portalHref({ student: id, sort })}
        />
        {student === undefined ? (
          <StudentDetailPrompt />
        ) : (
          <StudentDetail key={student} studentId={student} closeTo={portalHref({ sort })} focusOnOpen={mounted.current} />
        )}
      </div>
      <ClassTools students={students} />
    </>
  );
}
