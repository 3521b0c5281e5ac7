import { RoleNotice } from '../components/RoleNotice';
import { useMay } from '../session/use-may';
import { BackupPanel } from './BackupPanel';

/** Backup & Data: the backup and restore controls (admins); others are told why there are none. */
export function BackupDataTab() {
  const mayManage = useMay('admin');
  return mayManage ? <BackupPanel /> : <RoleNotice>Backups and restores are made by administrators.</RoleNotice>;
}
