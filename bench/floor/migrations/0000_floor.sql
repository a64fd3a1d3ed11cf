CREATE TABLE items (id integer PRIMARY KEY, name text NOT NULL, price_sen integer NOT NULL);
INSERT INTO items (id, name, price_sen) VALUES (1, 'Japan 5 GB 7 days', 2500);
