/** 'Back to Modules': returns to the module list with focus on the module the lesson belongs to. */
import { Icon } from '../../components/react/Icon';
import { focusById, ids } from './context';
import { listView } from './navigation';
import { go } from './hubStore';

export function BackToModules({ moduleId }: { moduleId: string }) {
  function back() {
    go(() => listView('modules'));
    focusById(ids.moduleAction(moduleId));
  }
  return (
    <button type="button" className="hub-back" onClick={back}>
      <Icon name="arrow-left" size={18} /> Back to Modules
    </button>
  );
}
