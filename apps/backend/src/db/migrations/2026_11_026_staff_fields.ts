import type { Migration } from 'kysely/migration';
import type { AnyDb } from './tables';

/**
 * What a company keeps of its staff (issue 32, decision 052): salutation, department, job title,
 * employee number, location, extension, mobile number, and the person's consent to show the
 * mobile number in the staff directory (0: no, 1: yes). The directory lists by department.
 */
export function staffFields(): Migration {
  return {
    async up(db: AnyDb) {
      const users = () => db.schema.alterTable('users');
      await users().addColumn('salutation', 'varchar(10)').execute();
      await users().addColumn('department', 'varchar(100)').execute();
      await users().addColumn('job_title', 'varchar(100)').execute();
      await users().addColumn('employee_number', 'varchar(20)').execute();
      await users().addColumn('location', 'varchar(100)').execute();
      await users().addColumn('phone_extension', 'varchar(6)').execute();
      await users().addColumn('mobile', 'varchar(40)').execute();
      await users()
        .addColumn('directory_mobile', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('users_department').on('users').column('department').execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('users_department').ifExists().execute();
      for (const column of [
        'directory_mobile',
        'mobile',
        'phone_extension',
        'location',
        'employee_number',
        'job_title',
        'department',
        'salutation',
      ])
        await db.schema.alterTable('users').dropColumn(column).execute();
    },
  };
}
