/**
 * A data-driven component given a name the data lacks fails the build with a message that names
 * the data file to change and the key it looked for, not with a TypeError from deep inside it.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import ServiceHealth from '../../src/components/ServiceHealth';
import ServiceVolumes from '../../src/components/ServiceVolumes';

test('a service page component with a slug that src/data/services.ts lacks names that file and the slug', () => {
  for (const element of [React.createElement(ServiceHealth, {service: 'no-such-service'}), React.createElement(ServiceVolumes, {service: 'no-such-service'})]) {
    assert.throws(() => renderToStaticMarkup(element), /^Error: Unknown service "no-such-service": src\/data\/services\.ts has no service with slug "no-such-service"/);
  }
});
