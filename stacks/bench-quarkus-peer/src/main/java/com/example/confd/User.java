package com.example.confd;

/** A user of the service, read and written as JSON. */
public record User(String uuid, String firstname) {}
